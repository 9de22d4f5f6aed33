-- infer: prop_sum (arithmetic recursion: needs v >= 0)
module SumTo where

{-@ sumTo :: n:Int -> Int @-}
sumTo :: Int -> Int
sumTo n = if n <= 0 then 0 else n + sumTo (n - 1)

{-@ prop_sum :: Int -> {v:Bool | v} @-}
prop_sum :: Int -> Bool
prop_sum n = sumTo n >= 0
