-- Seed 000, Figure 1 and section 2.5, as LiquidHaskell: incr is correct, but its
-- refinement type is too weak for main. Integer, as LiquidHaskell reads Int.
module Incr (incr, main) where

{-@ incr :: x:{v:Integer | v >= 0} -> {r:Integer | r >= 0} @-}
incr :: Integer -> Integer
incr x = x + 1

{-@ main :: x:{v:Integer | v >= 0} -> {r:Integer | r == x + 2} @-}
main :: Integer -> Integer
main x = incr (incr x)
