-- G2-EXPECT: fact safe
-- G2-EXPECT: sumTo safe
module R016Nat where

{-@ fact :: Nat -> {v:Int | v >= 1} @-}
fact :: Int -> Int
fact 0 = 1
fact n = n * fact (n - 1)

{-@ sumTo :: n:Nat -> {v:Nat | v >= n} @-}
sumTo :: Int -> Int
sumTo 0 = 0
sumTo n = n + sumTo (n - 1)
