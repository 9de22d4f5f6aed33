-- infer: sumAbs
-- g2 infer: sumAbs is non-negative only if absI is.
--
-- Expected: absI :: x1:Int -> {v:Int | v >= 0}.
-- Why: sumAbs x y = absI x + absI y >= 0 for all x y needs absI's result to be
-- non-negative (absI 0 = -1 with absI x = 0 breaks it). `v >= 0` is the weakest spec
-- of the grammar that excludes every negative result; `v >= x` is not enough
-- (absI (-5) = -3), and absI meets `v >= 0`. The annotation has no binder for the
-- argument, so inference names it x1.
module InferAbs where

{-@ absI :: Int -> Int @-}
absI :: Int -> Int
absI x = if x < 0 then negate x else x

{-@ sumAbs :: Int -> Int -> {v:Int | v >= 0} @-}
sumAbs :: Int -> Int -> Int
sumAbs x y = absI x + absI y
