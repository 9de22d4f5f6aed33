module PrimeStream where

primes :: [Int]
primes = 2 : filter isPrime [3, 5 ..]
  where isPrime n = all (\p -> n `mod` p /= 0) (takeWhile (\p -> p * p <= n) primes)

run :: String
run = show (take 15 primes) ++ " " ++ show (primes !! 200)
