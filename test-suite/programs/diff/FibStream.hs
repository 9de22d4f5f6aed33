module FibStream where

fibs :: [Int]
fibs = 0 : 1 : zipWith (+) fibs (tail fibs)

run :: String
run = show (takeWhile (< 1000) fibs) ++ show (head (dropWhile (< 10000) fibs))
