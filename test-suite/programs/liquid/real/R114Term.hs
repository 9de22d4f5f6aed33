-- G2-EXPECT: countDown safe
-- G2-EXPECT: sumDigits safe
module R114Term where

{-@ countDown :: n:Nat -> {v:[Nat] | len v = n} / [n] @-}
countDown :: Int -> [Int]
countDown 0 = []
countDown n = (n - 1) : countDown (n - 1)

{-@ sumDigits :: n:Nat -> Nat / [n] @-}
sumDigits :: Int -> Int
sumDigits n = if n < 10 then n else n `mod` 10 + sumDigits (n `div` 10)
