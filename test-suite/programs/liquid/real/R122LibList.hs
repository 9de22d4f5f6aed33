-- Multi-module pair: this library module is imported by R123UseList.hs.
-- G2-EXPECT: headOf safe
-- G2-EXPECT: lengthOf safe
module R122LibList where

{-@ measure size @-}
{-@ size :: [a] -> Nat @-}
size :: [a] -> Int
size [] = 0
size (_ : xs) = 1 + size xs

{-@ headOf :: {xs:[a] | size xs > 0} -> a @-}
headOf :: [a] -> a
headOf (x : _) = x

{-@ lengthOf :: xs:[a] -> {v:Nat | v = size xs} @-}
lengthOf :: [a] -> Int
lengthOf [] = 0
lengthOf (_ : xs) = 1 + lengthOf xs
