module FoldableTree where

data Tree a = Leaf | Node (Tree a) a (Tree a)

instance Foldable Tree where
  foldr _ z Leaf = z
  foldr f z (Node l x r) = foldr f (f x (foldr f z r)) l

t :: Tree Int
t = Node (Node Leaf 1 Leaf) 2 (Node (Node Leaf 3 Leaf) 4 Leaf)

run :: String
run = show (sum t, product t, length t, maximum t, elem 3 t, foldr (:) [] t, null t, null (Leaf :: Tree Int))
