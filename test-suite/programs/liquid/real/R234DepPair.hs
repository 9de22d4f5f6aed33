-- G2-EXPECT: decPair concrete
-- G2-CHECK: decPair \_ (a, b) -> b <= a
-- G2-EXPECT: incPair safe
-- G2-EXPECT: spread safe
-- G2-EXPECT: spreadBad concrete
-- G2-CHECK: spreadBad \(a, b) _ -> a > b
module R234DepPair where

-- Dependent pairs (LIQUID-SPECS §3): the second component's refinement names the
-- first by its binder. They used to reject the whole module (x was not in scope).

-- Bug: the second is smaller.
{-@ decPair :: Int -> (x::Int, {v:Int | v > x}) @-}
decPair :: Int -> (Int, Int)
decPair n = (n, n - 1)

{-@ incPair :: Int -> (x::Int, {v:Int | v > x}) @-}
incPair :: Int -> (Int, Int)
incPair n = (n, n + 1)

-- An ordered pair as an input: its spread is never negative.
{-@ spread :: (lo::Int, {hi:Int | lo <= hi}) -> Nat @-}
spread :: (Int, Int) -> Int
spread (a, b) = b - a

-- Bug: without the order, b - a can be negative.
{-@ spreadBad :: (Int, Int) -> Nat @-}
spreadBad :: (Int, Int) -> Int
spreadBad (a, b) = b - a
