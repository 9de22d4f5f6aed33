-- G2-EXPECT: fib safe
-- G2-EXPECT: fibBad concrete
-- G2-CHECK: fibBad \n r -> r < 1
{-@ LIQUID "--reflection" @-}
{-@ LIQUID "--ple" @-}
module R014Fib where

{-@ reflect fib @-}
{-@ fib :: Nat -> Nat @-}
fib :: Int -> Int
fib 0 = 0
fib 1 = 1
fib n = fib (n - 1) + fib (n - 2)

-- Bug: fib 0 is 0, not positive: fibBad 0.
{-@ fibBad :: n:Nat -> {v:Int | v >= 1 && v = fib n} @-}
fibBad :: Int -> Int
fibBad n = fib n
