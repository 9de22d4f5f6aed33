-- G2-EXPECT: useTrusted safe
-- G2-EXPECT: useBad concrete
-- G2-CHECK: useBad \x r -> r <= 10
{-@ LIQUID "--no-termination" @-}
module R036Assume where

{-@ assume trusted :: x:Int -> {v:Int | v > x} @-}
trusted :: Int -> Int
trusted x = x + 1

{-@ useTrusted :: x:Int -> {v:Int | v > x} @-}
useTrusted :: Int -> Int
useTrusted x = trusted (trusted x)

-- Bug: trusted 0 = 1, not above 10: useBad 0.
{-@ useBad :: Nat -> {v:Int | v > 10} @-}
useBad :: Int -> Int
useBad x = trusted x
