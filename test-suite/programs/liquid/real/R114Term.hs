-- G2-EXPECT: countDown safe
-- G2-EXPECT: sumDigits safe
-- G2-EXPECT: halveBad concrete
-- G2-CHECK: halveBad \n r -> length r /= n
module R114Term where

{-@ countDown :: n:Nat -> {v:[Nat] | len v = n} / [n] @-}
countDown :: Int -> [Int]
countDown 0 = []
countDown n = (n - 1) : countDown (n - 1)

{-@ sumDigits :: n:Nat -> Nat / [n] @-}
sumDigits :: Int -> Int
sumDigits n = if n < 10 then n else n `mod` 10 + sumDigits (n `div` 10)

-- Bug: halving loses elements: halveBad 1 = [].
{-@ halveBad :: n:Nat -> {v:[Int] | len v = n} / [n] @-}
halveBad :: Int -> [Int]
halveBad 0 = []
halveBad n = if n < 2 then [] else 0 : halveBad (n `div` 2)
