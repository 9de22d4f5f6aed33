-- G2-EXPECT: maxComm safe
-- G2-EXPECT: maxIdem safe
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
