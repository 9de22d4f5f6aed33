-- G2-EXPECT: maxComm safe
-- G2-EXPECT: maxIdem safe
-- G2-EXPECT: maxLeft concrete
{-@ LIQUID "--reflection" @-}
{-@ LIQUID "--ple" @-}
module R088Max where

import Language.Haskell.Liquid.ProofCombinators

{-@ reflect mx @-}
mx :: Int -> Int -> Int
mx x y = if x >= y then x else y

{-@ maxComm :: x:Int -> y:Int -> {mx x y = mx y x} @-}
maxComm :: Int -> Int -> Proof
maxComm _ _ = trivial

{-@ maxIdem :: x:Int -> {mx x x = x} @-}
maxIdem :: Int -> Proof
maxIdem _ = trivial

-- Bug: the maximum is the right argument when it is larger: maxLeft 0 1.
{-@ maxLeft :: x:Int -> y:Int -> {mx x y = x} @-}
maxLeft :: Int -> Int -> Proof
maxLeft _ _ = trivial
