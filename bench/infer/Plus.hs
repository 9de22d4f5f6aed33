-- infer: prop_plus (an exact sum, by recursion on a counter)
module Plus where

{-@ plus :: x:Int -> {y:Int | y >= 0} -> Int @-}
plus :: Int -> Int -> Int
plus x y = if y == 0 then x else 1 + plus x (y - 1)

{-@ prop_plus :: Int -> {y:Int | y >= 0} -> {v:Bool | v} @-}
prop_plus :: Int -> Int -> Bool
prop_plus x y = plus x y - y == x
