-- G2-EXPECT: maxP safe
-- G2-EXPECT: maxs safe
-- G2-EXPECT: addP concrete
-- G2-CHECK: addP \x y r -> x > 0 && y > 0 && r == x + y
{-@ LIQUID "--no-termination" @-}
{-@ LIQUID "--expect-any-error" @-}
module R021AbsRef where

{-@ maxP :: forall <p :: Int -> Bool>. Int<p> -> Int<p> -> Int<p> @-}
maxP :: Int -> Int -> Int
maxP x y = if x <= y then y else x

{-@ maxs :: forall <p :: Int -> Bool>. {xs:[Int<p>] | len xs > 0} -> Int<p> @-}
maxs :: [Int] -> Int
maxs [x] = x
maxs (x : xs) = maxP x (maxs xs)

-- Bug: the sum of two p-values need not satisfy p (p v = v == 1: addP 1 1 = 2).
{-@ addP :: forall <p :: Int -> Bool>. Int<p> -> Int<p> -> Int<p> @-}
addP :: Int -> Int -> Int
addP x y = x + y
