-- G2-EXPECT: insert safe
-- G2-EXPECT: sort safe
-- G2-EXPECT: sortBad concrete
{-@ LIQUID "--expect-any-error" @-}
module R049Insertion where

data IncList a = Emp | (:<) { hd :: a, tl :: IncList a }
  deriving (Show, Eq)

infixr 9 :<

{-@ data IncList a = Emp | (:<) { hd :: a, tl :: IncList {v:a | hd <= v} } @-}

{-@ insert :: Ord a => a -> IncList a -> IncList a @-}
insert :: Ord a => a -> IncList a -> IncList a
insert y Emp = y :< Emp
insert y (x :< xs)
  | y <= x = y :< x :< xs
  | otherwise = x :< insert y xs

{-@ sort :: Ord a => [a] -> IncList a @-}
sort :: Ord a => [a] -> IncList a
sort [] = Emp
sort (x : xs) = insert x (sort xs)

-- Bug: prepends without comparing: sortBad [1, 0] = 1 :< 0 :< Emp.
{-@ sortBad :: Ord a => [a] -> IncList a @-}
sortBad :: Ord a => [a] -> IncList a
sortBad [] = Emp
sortBad (x : xs) = x :< sortBad xs
