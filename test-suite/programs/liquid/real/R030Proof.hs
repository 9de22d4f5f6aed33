-- G2-EXPECT: appNil safe
-- G2-EXPECT: lenApp safe
{-@ LIQUID "--reflection" @-}
{-@ LIQUID "--ple" @-}
module R030Proof where

import Language.Haskell.Liquid.ProofCombinators

{-@ reflect app @-}
app :: [a] -> [a] -> [a]
app [] ys = ys
app (x : xs) ys = x : app xs ys

{-@ reflect lenL @-}
{-@ lenL :: [a] -> Nat @-}
lenL :: [a] -> Int
lenL [] = 0
lenL (_ : xs) = 1 + lenL xs

{-@ appNil :: xs:[a] -> {app xs [] = xs} @-}
appNil :: [a] -> Proof
appNil [] = trivial
appNil (_ : xs) = appNil xs

{-@ lenApp :: xs:[a] -> ys:[a] -> {lenL (app xs ys) = lenL xs + lenL ys} @-}
lenApp :: [a] -> [a] -> Proof
lenApp [] _ = trivial
lenApp (_ : xs) ys = lenApp xs ys
