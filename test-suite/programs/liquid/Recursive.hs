-- Recursive functions whose refinement types break for inputs deeper than the first
-- abstract counterexample (Notes [Recursive abstractions] and [Abstract
-- counterexamples that are concrete] in rust-core/src/search/check.rs): both get a
-- concrete counterexample, not advice to strengthen their own types.
module Recursive where

data Tree = Leaf | Node Tree Int Tree

-- Wrong for trees five levels deep; assuming its recursive calls' type, already one
-- level deep breaks it.
{-@ depthBound :: Tree -> {v:Int | v <= 4} @-}
depthBound :: Tree -> Int
depthBound Leaf = 0
depthBound (Node l _ r) = 1 + max (depthBound l) (depthBound r)

-- Wrong for 27 (111 steps) and many others, each past a hundred levels of recursion.
{-@ collatzSteps :: Pos -> {v:Int | v < 100} @-}
collatzSteps :: Int -> Int
collatzSteps 1 = 0
collatzSteps n = 1 + collatzSteps (if even n then n `div` 2 else 3 * n + 1)
