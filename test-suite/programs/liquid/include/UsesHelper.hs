-- g2 liquid --suggest -i lib: inference compiles copies of this module, which imports
-- Helper from lib/ (not beside it), so its sessions need the command line's -i.
-- Expected: absI :: x1:Int -> {v:Int | v >= 0}, for the reasons of
-- ../infer/InferAbs.hs (offset is 0).
module UsesHelper where

import Helper (offset)

{-@ absI :: Int -> Int @-}
absI :: Int -> Int
absI x = if x < 0 then negate x else x

{-@ sumAbs :: Int -> Int -> {v:Int | v >= 0} @-}
sumAbs :: Int -> Int -> Int
sumAbs x y = absI x + absI y + offset
