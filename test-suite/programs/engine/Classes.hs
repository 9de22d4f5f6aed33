-- Type-class polymorphism: entry functions with class constraints are instantiated
-- at Int; user classes with superclasses and default methods run as dictionaries.
module Classes where

count :: Eq a => a -> [a] -> Int
count _ [] = 0
count x (y : ys) = (if x == y then 1 else 0) + count x ys

class Container f where
  empty :: f
  insert :: Int -> f -> f
  size :: f -> Int
  size _ = 0

newtype Bag = Bag [Int] deriving Show

instance Container Bag where
  empty = Bag []
  insert x (Bag xs) = Bag (x : xs)
  size (Bag xs) = length xs

fill :: Int -> Int -> Int
fill a b = size (insert a (insert b (empty :: Bag)))

largest :: Ord a => [a] -> Maybe a
largest [] = Nothing
largest (x : xs) = case largest xs of
  Nothing -> Just x
  Just m -> Just (if x > m then x else m)
