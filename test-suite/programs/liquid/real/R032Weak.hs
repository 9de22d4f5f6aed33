-- G2-EXPECT: inc safe
-- G2-EXPECT: incPos abstract blame=inc
-- G2-EXPECT: incPos2 safe
module R032Weak where

{-@ inc :: Int -> Int @-}
inc :: Int -> Int
inc x = x + 1

{-@ incStrong :: x:Int -> {v:Int | v = x + 1} @-}
incStrong :: Int -> Int
incStrong x = x + 1

-- Correct, but inc's specification says nothing about its result.
{-@ incPos :: Nat -> {v:Int | v > 0} @-}
incPos :: Int -> Int
incPos n = inc n

{-@ incPos2 :: Nat -> {v:Int | v > 0} @-}
incPos2 :: Int -> Int
incPos2 n = incStrong n
