-- G2-EXPECT: roll safe
-- G2-EXPECT: rollTwo safe
-- G2-EXPECT: rollBad concrete blame=!!
module R208Assume5 where

{-@ assume randomDie :: Int -> {v:Int | 1 <= v && v <= 6} @-}
randomDie :: Int -> Int
randomDie seed = 1 + seed `mod` 6

{-@ roll :: Int -> {v:Int | 1 <= v && v <= 6} @-}
roll :: Int -> Int
roll s = randomDie s

{-@ rollTwo :: Int -> {v:Int | 2 <= v && v <= 12} @-}
rollTwo :: Int -> Int
rollTwo s = randomDie s + randomDie (s + 1)

-- Bug: faces are numbered from 1, so 6 indexes past a six-element table: rollBad 5.
{-@ rollBad :: Int -> String @-}
rollBad :: Int -> String
rollBad s = ["one", "two", "three", "four", "five", "six"] !! randomDie s
