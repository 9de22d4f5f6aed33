module Collatz where

collatz :: Int -> [Int]
collatz 1 = [1]
collatz n
  | even n = n : collatz (n `div` 2)
  | otherwise = n : collatz (3 * n + 1)

run :: String
run = show (collatz 27 !! 10) ++ " " ++ show (length (collatz 27)) ++ " " ++ show (maximum (collatz 27))
