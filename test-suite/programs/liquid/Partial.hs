module Partial where

-- hd is partial: on [] the specification itself is undefined.
{-@ measure hd @-}
hd :: [Int] -> Int
hd (x : _) = x

{-@ first :: xs:[Int] -> {v:Int | v == hd xs} @-}
first :: [Int] -> Int
first (x : _) = x
first [] = 0
