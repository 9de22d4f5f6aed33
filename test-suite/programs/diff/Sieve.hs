module Sieve where

primesUpTo :: Int -> [Int]
primesUpTo n = sieve [2 .. n]
  where
    sieve [] = []
    sieve (p : xs) = p : sieve [x | x <- xs, x `mod` p /= 0]

run :: String
run = show (primesUpTo 100) ++ "\n" ++ show (sum (primesUpTo 500))
