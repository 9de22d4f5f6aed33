-- G2-EXPECT: digitSum safe
-- G2-EXPECT: lastDigit safe
{-@ LIQUID "--no-termination" @-}
module R024Mod where

{-@ lastDigit :: Nat -> {v:Nat | v < 10} @-}
lastDigit :: Int -> Int
lastDigit n = n `mod` 10

{-@ digitSum :: n:Nat -> Nat / [n] @-}
digitSum :: Int -> Int
digitSum 0 = 0
digitSum n = n `mod` 10 + digitSum (n `div` 10)
