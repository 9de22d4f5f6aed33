-- G2-EXPECT: len safe
-- G2-EXPECT: lenNil safe
-- G2-EXPECT: lenCons safe
-- G2-EXPECT: lenBad concrete
{-@ LIQUID "--reflection" @-}
{-@ LIQUID "--ple-local" @-}
module R212PleLocal where

import Language.Haskell.Liquid.ProofCombinators

{-@ reflect len' @-}
len' :: [a] -> Int
len' [] = 0
len' (_ : xs) = 1 + len' xs

{-@ len :: xs:[a] -> {v:Int | v = len' xs} @-}
len :: [a] -> Int
len xs = len' xs

{-@ automatic-instances lenNil @-}
{-@ lenNil :: {len' [] = 0} @-}
lenNil :: Proof
lenNil = trivial

{-@ automatic-instances lenCons @-}
{-@ lenCons :: x:a -> xs:[a] -> {len' (x : xs) = 1 + len' xs} @-}
lenCons :: a -> [a] -> Proof
lenCons _ _ = trivial

-- Bug: the length of a one-element list is 1: lenBad 0.
{-@ lenBad :: x:a -> {len' [x] = 0} @-}
lenBad :: a -> Proof
lenBad _ = trivial
