-- Class-polymorphic functions: the contracts take the function's dictionaries too.
module Classes (above, member, half, twice) where

-- Wrong: nothing in the list need be above x, e.g. above 0 [] = [].
{-@ above :: Ord a => x:a -> xs:[a] -> {v:[a] | len v > 0} @-}
above :: Ord a => a -> [a] -> [a]
above x xs = filter (> x) xs

-- Correct: an element was found only in a non-empty list.
{-@ member :: Eq a => x:a -> xs:[a] -> {v:Bool | v => len xs > 0} @-}
member :: Eq a => a -> [a] -> Bool
member _ [] = False
member x (y : ys) = x == y || member x ys

-- Wrong, and only checkable at Double (no Fractional Int): x / 2 < x fails for every
-- x <= 0, e.g. half 0 = 0.
{-@ half :: (Ord a, Fractional a) => x:a -> {v:a | v < x} @-}
half :: (Ord a, Fractional a) => a -> a
half x = x / 2

-- Not checked: m is applied to a type, so it cannot be instantiated at Int or Double.
{-@ twice :: Monad m => x:m Int -> m Int @-}
twice :: Monad m => m Int -> m Int
twice x = x >> x
