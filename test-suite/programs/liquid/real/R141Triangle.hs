-- G2-EXPECT: tri safe
-- G2-EXPECT: triBad concrete
-- G2-CHECK: triBad \n r -> r /= n * (n + 1) `div` 2
{-@ LIQUID "--reflection" @-}
{-@ LIQUID "--expect-any-error" @-}
module R141Triangle where

{-@ reflect tri @-}
{-@ tri :: n:Nat -> {v:Nat | v >= n} / [n] @-}
tri :: Int -> Int
tri 0 = 0
tri n = n + tri (n - 1)

-- Bug: tri 1 should be 1: triBad 1 = 2.
{-@ triBad :: n:Nat -> {v:Nat | v = tri n} @-}
triBad :: Int -> Int
triBad 0 = 0
triBad n = n + n * (n - 1) `div` 2 + (if n == 1 then 1 else 0)
