-- infer: max3 (a maximum of two bounds both arguments)
module Max3 where

{-@ max2 :: x:Int -> y:Int -> Int @-}
max2 :: Int -> Int -> Int
max2 x y = if x > y then x else y

{-@ max3 :: x:Int -> y:Int -> z:Int -> {v:Int | v >= x && v >= y && v >= z} @-}
max3 :: Int -> Int -> Int -> Int
max3 x y z = max2 x (max2 y z)
