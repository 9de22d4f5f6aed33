-- G2-EXPECT: size safe
-- G2-EXPECT: insert safe
-- G2-EXPECT: mirror safe
-- G2-EXPECT: leftmost concrete
{-@ LIQUID "--no-termination" @-}
module R015Tree where

data Tree a = Leaf | Node (Tree a) a (Tree a)
  deriving (Show, Eq)

{-@ measure size @-}
{-@ invariant {v:Tree a | size v >= 0} @-}
{-@ size :: Tree a -> Nat @-}
size :: Tree a -> Int
size Leaf = 0
size (Node l _ r) = size l + 1 + size r

{-@ insert :: Ord a => a -> t:Tree a -> {v:Tree a | size v = size t + 1} @-}
insert :: Ord a => a -> Tree a -> Tree a
insert x Leaf = Node Leaf x Leaf
insert x (Node l y r)
  | x <= y = Node (insert x l) y r
  | otherwise = Node l y (insert x r)

{-@ mirror :: t:Tree a -> {v:Tree a | size v = size t} @-}
mirror :: Tree a -> Tree a
mirror Leaf = Leaf
mirror (Node l x r) = Node (mirror r) x (mirror l)

-- Bug: no case for Leaf (incomplete pattern): leftmost Leaf.
{-@ leftmost :: Tree a -> a @-}
leftmost :: Tree a -> a
leftmost (Node Leaf x _) = x
leftmost (Node l _ _) = leftmost l
