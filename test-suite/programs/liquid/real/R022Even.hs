-- G2-EXPECT: double safe
-- G2-EXPECT: half safe
{-@ LIQUID "--no-totality" @-}
module R022Even where

{-@ type Even = {v:Int | v mod 2 = 0} @-}

{-@ double :: Int -> Even @-}
double :: Int -> Int
double n = n + n

{-@ half :: Even -> Int @-}
half :: Int -> Int
half n = n `div` 2
