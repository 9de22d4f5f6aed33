-- Integer arithmetic: factorials, big Fibonacci numbers, digit sums, binomials,
-- modular exponentiation, and a gcd-based fraction sum.
module P05Integer where

import Data.Char (digitToInt)

factorial :: Integer -> Integer
factorial n = product [1 .. n]

fibs :: [Integer]
fibs = 0 : 1 : zipWith (+) fibs (tail fibs)

digitSum :: Integer -> Int
digitSum = sum . map digitToInt . show

binomial :: Integer -> Integer -> Integer
binomial n k = factorial n `div` (factorial k * factorial (n - k))

powMod :: Integer -> Integer -> Integer -> Integer
powMod _ 0 m = 1 `mod` m
powMod b e m
  | even e = let h = powMod b (e `div` 2) m in h * h `mod` m
  | otherwise = b * powMod b (e - 1) m `mod` m

harmonic :: Integer -> (Integer, Integer)
harmonic n = foldl add (0, 1) [1 .. n]
  where
    add (p, q) k = let p' = p * k + q; q' = q * k; g = gcd p' q' in (p' `div` g, q' `div` g)

collatzMax :: Integer -> Integer
collatzMax n = maximum (takeWhile (/= 1) (iterate next n))
  where next m = if even m then m `div` 2 else 3 * m + 1

p05 :: String
p05 =
  show (digitSum (factorial 3000))
    ++ " " ++ show (length (show (fibs !! 40000)))
    ++ " " ++ show (fibs !! 150)
    ++ " " ++ show (binomial 200 100)
    ++ " " ++ show (powMod 3 (10 ^ 40 + 7) (10 ^ 9 + 7))
    ++ " " ++ show (let (p, q) = harmonic 600 in (length (show p), q `mod` 1000000007))
    ++ " " ++ show (sum (map collatzMax [2 .. 3000]))
