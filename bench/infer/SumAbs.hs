-- infer: sumAbs (abs is non-negative)
module SumAbs where

{-@ absI :: x:Int -> Int @-}
absI :: Int -> Int
absI x = if x < 0 then negate x else x

{-@ sumAbs :: Int -> Int -> {v:Int | v >= 0} @-}
sumAbs :: Int -> Int -> Int
sumAbs x y = absI x + absI y
