-- G2-EXPECT: clampW safe
-- G2-EXPECT: percent abstract blame=clampW
-- G2-EXPECT: percentBad concrete
-- G2-CHECK: percentBad \x r -> r > 100
module R110Abs5 where

{-@ clampW :: lo:Int -> {hi:Int | lo <= hi} -> Int -> Int @-}
clampW :: Int -> Int -> Int -> Int
clampW lo hi x = max lo (min hi x)

-- Correct, but clampW says nothing about its result.
{-@ percent :: Int -> {v:Int | 0 <= v && v <= 100} @-}
percent :: Int -> Int
percent x = clampW 0 100 x

-- Bug: the upper bound is 1000, not 100: percentBad 101.
{-@ percentBad :: Int -> {v:Int | 0 <= v && v <= 100} @-}
percentBad :: Int -> Int
percentBad x = max 0 (min 1000 x)
