module PerfectNumbers where

divisors :: Int -> [Int]
divisors n = [d | d <- [1 .. n `div` 2], n `mod` d == 0]

run :: String
run = show [n | n <- [2 .. 500], sum (divisors n) == n]
  ++ show [(a, b) | a <- [2 .. 300], let b = sum (divisors a), b > a, sum (divisors b) == a]
