-- Class-polymorphic functions: the contracts take the function's dictionaries too.
module Classes (above, member) where

-- Wrong: nothing in the list need be above x, e.g. above 0 [] = [].
{-@ above :: Ord a => x:a -> xs:[a] -> {v:[a] | len v > 0} @-}
above :: Ord a => a -> [a] -> [a]
above x xs = filter (> x) xs

-- Correct: an element was found only in a non-empty list.
{-@ member :: Eq a => x:a -> xs:[a] -> {v:Bool | v => len xs > 0} @-}
member :: Eq a => a -> [a] -> Bool
member _ [] = False
member x (y : ys) = x == y || member x ys
