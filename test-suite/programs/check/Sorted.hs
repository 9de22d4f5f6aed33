-- A class-constrained function checked through monomorphic copies (g2__mono_F,
-- g2__monopre_F, g2__monopost_F at Int), as `g2 liquid` generates them.
module Sorted where

-- insert :: Ord a => x:a -> {xs:[a] | sorted xs} -> {v:[a] | sorted v && len v == len xs + 1}
-- The code is wrong: it puts x after the first element that is greater.
insert :: Ord a => a -> [a] -> [a]
insert x [] = [x]
insert x (y : ys)
  | x <= y = y : x : ys
  | otherwise = y : insert x ys

sorted :: Ord a => [a] -> Bool
sorted (a : b : rest) = a <= b && sorted (b : rest)
sorted _ = True

g2__pre_insert :: Ord a => a -> [a] -> Bool
g2__pre_insert _ xs = sorted xs

g2__post_insert :: Ord a => a -> [a] -> [a] -> Bool
g2__post_insert _ xs v = sorted v && length v == length xs + 1

g2__mono_insert :: Int -> [Int] -> [Int]
g2__mono_insert = insert

g2__monopre_insert :: Int -> [Int] -> Bool
g2__monopre_insert = g2__pre_insert

g2__monopost_insert :: Int -> [Int] -> [Int] -> Bool
g2__monopost_insert = g2__post_insert
