-- G2-EXPECT: lenAppend safe
-- G2-EXPECT: lenMap safe
{-@ LIQUID "--reflection" @-}
{-@ LIQUID "--ple" @-}
module R090Length where

import Prelude hiding (length, map)
import Language.Haskell.Liquid.ProofCombinators

{-@ reflect length @-}
{-@ length :: [a] -> Nat @-}
length :: [a] -> Int
length [] = 0
length (_ : xs) = 1 + length xs

{-@ reflect append @-}
append :: [a] -> [a] -> [a]
append [] ys = ys
append (x : xs) ys = x : append xs ys

{-@ reflect map @-}
map :: (a -> b) -> [a] -> [b]
map _ [] = []
map f (x : xs) = f x : map f xs

{-@ lenAppend :: xs:[a] -> ys:[a] -> {length (append xs ys) = length xs + length ys} @-}
lenAppend :: [a] -> [a] -> Proof
lenAppend [] _ = trivial
lenAppend (_ : xs) ys = lenAppend xs ys

{-@ lenMap :: f:(a -> b) -> xs:[a] -> {length (map f xs) = length xs} @-}
lenMap :: (a -> b) -> [a] -> Proof
lenMap _ [] = trivial
lenMap f (_ : xs) = lenMap f xs
