-- G2-EXPECT: pick safe
-- G2-EXPECT: pickFirst safe
-- G2-EXPECT: pickPlus concrete
-- G2-CHECK: pickPlus \b x y r -> r /= x && r /= y
{-@ LIQUID "--expect-any-error" @-}
module R077Pick where

{-@ pick :: forall <p :: Int -> Bool>. Bool -> Int<p> -> Int<p> -> Int<p> @-}
pick :: Bool -> Int -> Int -> Int
pick b x y = if b then x else y

{-@ pickFirst :: forall <p :: Int -> Bool>. [Int<p>] -> Int<p> -> Int<p> @-}
pickFirst :: [Int] -> Int -> Int
pickFirst [] d = d
pickFirst (x : _) _ = x

-- Bug: the successor of a p-value need not satisfy p (take p v = v == 0): pickPlus True 0 0 = 1.
{-@ pickPlus :: forall <p :: Int -> Bool>. Bool -> Int<p> -> Int<p> -> Int<p> @-}
pickPlus :: Bool -> Int -> Int -> Int
pickPlus b x y = if b then x + 1 else y
