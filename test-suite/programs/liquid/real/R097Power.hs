-- G2-EXPECT: square safe
-- G2-EXPECT: cube safe
-- G2-EXPECT: powNeg concrete blame=^
{-@ LIQUID "--expect-any-error" @-}
module R097Power where

{-@ square :: Int -> Nat @-}
square :: Int -> Int
square x = x * x

{-@ cube :: Nat -> Nat @-}
cube :: Int -> Int
cube x = x ^ (3 :: Int)

-- Bug: a negative exponent: powNeg 2 (-1).
{-@ powNeg :: Int -> Int -> Int @-}
powNeg :: Int -> Int -> Int
powNeg b e = b ^ e
