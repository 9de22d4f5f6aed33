-- Seed 000, section 2.5: concat is correct, but append's refinement type says nothing
-- about lengths, so concat's cannot be established: the counterexample is abstract and
-- blames append. appendLen/concatLen carry the strengthened type and verify.
module Concat (append, concat, appendLen, concatLen) where

import Prelude hiding (concat)

{-@ measure sumsize :: [[a]] -> Int
    sumsize []     = 0
    sumsize (x:xs) = len x + sumsize xs
  @-}

{-@ append :: xs:[a] -> ys:[a] -> [a] @-}
append :: [a] -> [a] -> [a]
append xs [] = xs
append [] ys = ys
append (x : xs) ys = x : append xs ys

{-@ concat :: x:[[a]] -> {v:[a] | len v == sumsize x} @-}
concat :: [[a]] -> [a]
concat [] = []
concat (xs : []) = xs
concat (xs : (ys : xss)) = concat (append xs ys : xss)

{-@ appendLen :: xs:[a] -> ys:[a] -> {zs:[a] | len zs == len xs + len ys} @-}
appendLen :: [a] -> [a] -> [a]
appendLen xs [] = xs
appendLen [] ys = ys
appendLen (x : xs) ys = x : appendLen xs ys

{-@ concatLen :: x:[[a]] -> {v:[a] | len v == sumsize x} @-}
concatLen :: [[a]] -> [a]
concatLen [] = []
concatLen (xs : []) = xs
concatLen (xs : (ys : xss)) = concatLen (appendLen xs ys : xss)
