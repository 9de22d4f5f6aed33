module Interleave where

interleave :: [a] -> [a] -> [a]
interleave [] ys = ys
interleave (x : xs) ys = x : interleave ys xs

run :: String
run = take 12 (interleave (cycle "ab") (cycle "XYZ")) ++ show (take 8 (interleave [0 :: Int, 2 ..] [1, 3 ..]))
