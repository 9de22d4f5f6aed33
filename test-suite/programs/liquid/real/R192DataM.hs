-- G2-EXPECT: tsize safe
-- G2-EXPECT: insertT safe
module R192DataM where

data Tree = Leaf | Node Int Tree Tree
  deriving (Show, Eq)

{-@ data Tree [tsize] = Leaf | Node { val :: Int, left :: Tree, right :: Tree } @-}

{-@ measure tsize @-}
{-@ invariant {v:Tree | tsize v >= 0} @-}
{-@ tsize :: Tree -> Nat @-}
tsize :: Tree -> Int
tsize Leaf = 0
tsize (Node _ l r) = 1 + tsize l + tsize r

{-@ insertT :: Int -> t:Tree -> {v:Tree | tsize v = tsize t + 1} @-}
insertT :: Int -> Tree -> Tree
insertT x Leaf = Node x Leaf Leaf
insertT x (Node y l r)
  | x < y = Node y (insertT x l) r
  | otherwise = Node y l (insertT x r)
