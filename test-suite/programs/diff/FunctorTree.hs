module FunctorTree where

data Tree a = Leaf | Node (Tree a) a (Tree a) deriving Show

instance Functor Tree where
  fmap _ Leaf = Leaf
  fmap f (Node l x r) = Node (fmap f l) (f x) (fmap f r)

fromList :: Ord a => [a] -> Tree a
fromList = foldr ins Leaf
  where ins x Leaf = Node Leaf x Leaf
        ins x t@(Node l y r) | x < y = Node (ins x l) y r
                             | x > y = Node l y (ins x r)
                             | otherwise = t

toL :: Tree a -> [a]
toL Leaf = []
toL (Node l x r) = toL l ++ [x] ++ toL r

run :: String
run = let t = fromList [4, 2, 6, 1 :: Int] in show (fmap (* 10) t) ++ "\n" ++ show (toL (fmap show t))
