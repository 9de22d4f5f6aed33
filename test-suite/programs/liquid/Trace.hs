-- --trace: the failing path of a concrete counterexample. roundTrip 5 calls inc 5 = 6
-- (which meets inc's type) and then dec 6 = 4, which breaks dec's type (dec is wrong
-- above 5): that call is the first failure. firstOr [] crashes in its own code (an
-- incomplete pattern), after calling inc.
module Trace where

{-@ inc :: x:Int -> {v:Int | v = x + 1} @-}
inc :: Int -> Int
inc x = x + 1

{-@ dec :: x:Int -> {v:Int | v = x - 1} @-}
dec :: Int -> Int
dec x = if x > 5 then x - 2 else x - 1

{-@ roundTrip :: x:Int -> {v:Int | v = x} @-}
roundTrip :: Int -> Int
roundTrip x = dec (inc x)

{-@ firstOr :: xs:[Int] -> Int @-}
firstOr :: [Int] -> Int
firstOr xs = case inc (length xs) of
  1 -> head' xs
  n -> n
  where
    head' (y : _) = y
