-- G2-EXPECT: digitSum safe
-- G2-EXPECT: lastDigit safe
-- G2-EXPECT: modBy concrete blame=mod
-- G2-EXPECT: bucket concrete blame=mod
{-@ LIQUID "--no-termination" @-}
module R024Mod where

{-@ lastDigit :: Nat -> {v:Nat | v < 10} @-}
lastDigit :: Int -> Int
lastDigit n = n `mod` 10

{-@ digitSum :: Nat -> Nat @-}
digitSum :: Int -> Int
digitSum 0 = 0
digitSum n = n `mod` 10 + digitSum (n `div` 10)

-- Bug: the divisor can be zero: modBy 0 0.
{-@ modBy :: Int -> Nat -> Int @-}
modBy :: Int -> Int -> Int
modBy x m = x `mod` m

-- Bug: an empty table has no bucket: bucket 0 [].
{-@ bucket :: Int -> [a] -> Int @-}
bucket :: Int -> [a] -> Int
bucket k table = k `mod` length table
