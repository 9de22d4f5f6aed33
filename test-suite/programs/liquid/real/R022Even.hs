-- G2-EXPECT: double safe
-- G2-EXPECT: half safe
-- G2-EXPECT: nextEven concrete
-- G2-CHECK: nextEven \n r -> r `mod` 2 /= 0
module R022Even where

{-@ type Even = {v:Int | v mod 2 = 0} @-}

{-@ double :: Int -> Even @-}
double :: Int -> Int
double n = n + n

{-@ half :: Even -> Int @-}
half :: Int -> Int
half n = n `div` 2

-- Bug: an odd n stays odd: nextEven 1 = 3.
{-@ nextEven :: Int -> Even @-}
nextEven :: Int -> Int
nextEven n = n + 2
