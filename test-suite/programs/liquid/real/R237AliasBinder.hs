-- G2-EXPECT: pre safe
-- G2-EXPECT: post concrete
-- G2-EXPECT: dec concrete
-- G2-EXPECT: dec2 concrete
-- G2-CHECK: post \xs r -> length r /= length xs
-- G2-CHECK: dec \v r -> r < v
-- G2-CHECK: dec2 \v r -> r < v
module R237AliasBinder where

-- An alias's value variable is `v`, and so is an argument its use refers to: the
-- argument is the function's `v`, not the alias's (a capture read `len v = len v`,
-- which says nothing: a wrong counterexample for `pre`, "none exist" for `post`).
{-@ type VectorN N = {v:[Int] | len v = N} @-}
{-@ type GeN N = {v:Int | v >= N} @-}

-- Safe: w has v's length, so the error is unreachable.
{-@ pre :: v:[Int] -> VectorN {len v} -> Int @-}
pre :: [Int] -> [Int] -> Int
pre v w = if length w /= length v then error "lengths differ" else 0

-- Bug: [7] has length 1, whatever v's length (post [] = [7]).
{-@ post :: v:[Int] -> VectorN {len v} @-}
post :: [Int] -> [Int]
post _ = [7]

-- Bug: the result is below the argument.
{-@ dec :: v:Int -> GeN v @-}
dec :: Int -> Int
dec v = v - 1

-- The same with LiquidHaskell's own alias GeInt.
{-@ dec2 :: v:Int -> GeInt v @-}
dec2 :: Int -> Int
dec2 v = v - 1
