-- G2-EXPECT: insert safe
-- G2-EXPECT: isort safe
-- G2-EXPECT: insertBad concrete
module R011Sorted where

{-@ type IncrList a = [a]<{\x y -> x <= y}> @-}

{-@ insert :: (Ord a) => a -> IncrList a -> IncrList a @-}
insert :: (Ord a) => a -> [a] -> [a]
insert y [] = [y]
insert y (x : xs)
  | y <= x = y : x : xs
  | otherwise = x : insert y xs

{-@ isort :: (Ord a) => [a] -> IncrList a @-}
isort :: (Ord a) => [a] -> [a]
isort = foldr insert []

-- Bug: puts the new element after a smaller head unconditionally: insertBad 0 [1] = [1,0].
{-@ insertBad :: (Ord a) => a -> IncrList a -> IncrList a @-}
insertBad :: (Ord a) => a -> [a] -> [a]
insertBad y [] = [y]
insertBad y (x : xs) = x : insertBad y xs
