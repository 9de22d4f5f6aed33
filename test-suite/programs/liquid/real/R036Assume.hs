-- G2-EXPECT: useTrusted safe
{-@ LIQUID "--no-termination" @-}
module R036Assume where

{-@ assume trusted :: x:Int -> {v:Int | v > x} @-}
trusted :: Int -> Int
trusted x = x + 1

{-@ useTrusted :: x:Int -> {v:Int | v > x} @-}
useTrusted :: Int -> Int
useTrusted x = trusted (trusted x)
