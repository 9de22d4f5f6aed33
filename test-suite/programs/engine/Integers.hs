-- Integer is unbounded: symbolic values and constants beyond 64 (and 128) bits.
module Integers where

square :: Integer -> Integer
square n = n * n

-- | 10^44, beyond i128 (about 1.7 * 10^38), computed at run time.
bigSquare :: Integer
bigSquare = 10 ^ (44 :: Int)

-- A nonlinear question over Integer (2^64 + 1 = 274177 * 67280421310721).
factors :: Integer -> Integer -> Bool
factors a b = a > 1 && b > 1 && a * b == 2 ^ (64 :: Int) + 1
