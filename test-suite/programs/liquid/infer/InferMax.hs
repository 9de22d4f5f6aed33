-- infer: max3
-- g2 infer: max3 needs its helper's result to bound both arguments.
--
-- Expected: max2 :: x:Int -> y:Int -> {v:Int | v >= x && v >= y}.
-- Why: max3 x y z = max2 x (max2 y z) must be >= x, y and z. From the outer call we
-- need v >= x (the first argument) and v >= the second argument; the inner call must
-- give a result >= y and >= z for the same reason. Neither conjunct alone suffices
-- (max2 returning its first argument would meet `v >= x` and break max3 >= z), and
-- an equality (`v = x`) is false of max2. So the weakest spec of the grammar that
-- makes max3 safe is the conjunction, and max2 meets it.
module InferMax where

{-@ max2 :: x:Int -> y:Int -> Int @-}
max2 :: Int -> Int -> Int
max2 x y = if x > y then x else y

{-@ max3 :: x:Int -> y:Int -> z:Int -> {v:Int | v >= x && v >= y && v >= z} @-}
max3 :: Int -> Int -> Int -> Int
max3 x y z = max2 x (max2 y z)
