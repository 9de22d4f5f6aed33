-- G2-EXPECT: revLen safe
-- G2-EXPECT: revSingleton safe
{-@ LIQUID "--reflection" @-}
{-@ LIQUID "--ple" @-}
module R084Rev where

import Language.Haskell.Liquid.ProofCombinators

{-@ reflect rev @-}
rev :: [a] -> [a]
rev [] = []
rev (x : xs) = rev xs ++ [x]

{-@ revSingleton :: x:a -> {rev [x] = [x]} @-}
revSingleton :: a -> Proof
revSingleton _ = trivial

{-@ revLen :: xs:[a] -> {len (rev xs) = len xs} @-}
revLen :: [a] -> Proof
revLen [] = trivial
revLen (_ : xs) = revLen xs
