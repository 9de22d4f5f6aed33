-- A malformed annotation: the comparison in the refinement has no right operand, so
-- the parser stops at the closing brace (line 6, column 47) and GHC reports it there.
module Malformed (pos) where

pos :: Int -> Int
{-@ pos :: x:{v:Int | v >= 0} -> {v:Int | v > } @-}
pos x = x + 1
