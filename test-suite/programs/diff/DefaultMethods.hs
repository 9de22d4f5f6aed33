module DefaultMethods where

class Container f where
  empty :: f a
  insert :: a -> f a -> f a
  toL :: f a -> [a]
  fromL :: [a] -> f a
  fromL = foldr insert empty
  size :: f a -> Int
  size = length . toL

newtype Stack a = Stack [a]
newtype Queue a = Queue ([a], [a])

instance Container Stack where
  empty = Stack []
  insert x (Stack xs) = Stack (x : xs)
  toL (Stack xs) = xs

instance Container Queue where
  empty = Queue ([], [])
  insert x (Queue (f, b)) = Queue (f, x : b)
  toL (Queue (f, b)) = f ++ reverse b
  size (Queue (f, b)) = length f + length b

run :: String
run = show (toL (fromL [1, 2, 3] :: Stack Int)) ++ show (toL (fromL [1, 2, 3] :: Queue Int)) ++ show (size (fromL "abcd" :: Queue Char), size (fromL "ab" :: Stack Char))
