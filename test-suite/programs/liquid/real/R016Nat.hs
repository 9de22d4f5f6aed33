-- G2-EXPECT: fact safe
-- G2-EXPECT: sumTo safe
-- G2-EXPECT: pred' concrete
-- G2-CHECK: pred' \n r -> r < 0
module R016Nat where

{-@ fact :: Nat -> {v:Int | v >= 1} @-}
fact :: Int -> Int
fact 0 = 1
fact n = n * fact (n - 1)

{-@ sumTo :: n:Nat -> {v:Nat | v >= n} @-}
sumTo :: Int -> Int
sumTo 0 = 0
sumTo n = n + sumTo (n - 1)

-- Bug: the predecessor of 0 is not a Nat: pred' 0.
{-@ pred' :: Nat -> Nat @-}
pred' :: Int -> Int
pred' n = n - 1
