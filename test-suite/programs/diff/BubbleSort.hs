module BubbleSort where

bubble :: [Int] -> [Int]
bubble xs = let ys = pass xs in if ys == xs then xs else bubble ys
  where
    pass (a : b : rest) | a > b = b : pass (a : rest)
                        | otherwise = a : pass (b : rest)
    pass r = r

run :: String
run = show (bubble [5, 1, 4, 2, 8]) ++ " " ++ show (bubble [])
