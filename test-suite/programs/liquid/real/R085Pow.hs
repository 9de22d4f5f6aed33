-- G2-EXPECT: pow safe
-- G2-EXPECT: powPos safe
-- G2-EXPECT: powBad concrete
-- G2-CHECK: powBad \n r -> r <= n + 1
{-@ LIQUID "--reflection" @-}
{-@ LIQUID "--expect-any-error" @-}
module R085Pow where

{-@ reflect pow @-}
{-@ pow :: Int -> Nat -> Int @-}
pow :: Int -> Int -> Int
pow _ 0 = 1
pow b e = b * pow b (e - 1)

{-@ powPos :: {b:Int | b > 0} -> e:Nat -> {v:Int | v > 0 && v = pow b e} @-}
powPos :: Int -> Int -> Int
powPos b 0 = 1
powPos b e = b * powPos b (e - 1)

-- Bug: 2^n > n + 1 fails at n = 0 (1 > 1) and n = 1 (2 > 2): powBad 0.
{-@ powBad :: n:Nat -> {v:Int | v > n + 1} @-}
powBad :: Int -> Int
powBad n = pow 2 n
