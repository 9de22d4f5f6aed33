module Chunks where

chunksOf :: Int -> [a] -> [[a]]
chunksOf _ [] = []
chunksOf n xs = take n xs : chunksOf n (drop n xs)

run :: String
run = show (chunksOf 3 [1 .. 10 :: Int]) ++ "\n" ++ show (chunksOf 4 "abcdefghij")
