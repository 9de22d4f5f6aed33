-- G2-EXPECT: fib safe
{-@ LIQUID "--reflection" @-}
{-@ LIQUID "--ple" @-}
module R014Fib where

{-@ reflect fib @-}
{-@ fib :: Nat -> Nat @-}
fib :: Int -> Int
fib 0 = 0
fib 1 = 1
fib n = fib (n - 1) + fib (n - 2)
