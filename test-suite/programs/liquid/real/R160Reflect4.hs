-- G2-EXPECT: sumList safe
-- G2-EXPECT: sumApp safe
{-@ LIQUID "--reflection" @-}
{-@ LIQUID "--ple" @-}
module R160Reflect4 where

import Language.Haskell.Liquid.ProofCombinators

{-@ reflect sumList @-}
{-@ sumList :: [Int] -> Int @-}
sumList :: [Int] -> Int
sumList [] = 0
sumList (x : xs) = x + sumList xs

{-@ reflect app @-}
app :: [Int] -> [Int] -> [Int]
app [] ys = ys
app (x : xs) ys = x : app xs ys

{-@ sumApp :: xs:[Int] -> ys:[Int] -> {sumList (app xs ys) = sumList xs + sumList ys} @-}
sumApp :: [Int] -> [Int] -> Proof
sumApp [] _ = trivial
sumApp (_ : xs) ys = sumApp xs ys
