module TreeSort where

data Tree = Leaf | Node Tree Int Tree

insertT :: Int -> Tree -> Tree
insertT x Leaf = Node Leaf x Leaf
insertT x t@(Node l v r)
  | x < v = Node (insertT x l) v r
  | x > v = Node l v (insertT x r)
  | otherwise = t

toList :: Tree -> [Int]
toList Leaf = []
toList (Node l v r) = toList l ++ [v] ++ toList r

depth :: Tree -> Int
depth Leaf = 0
depth (Node l _ r) = 1 + max (depth l) (depth r)

run :: String
run = let t = foldr insertT Leaf [7, 2, 9, 4, 4, 1, 8, 3] in show (toList t) ++ " depth " ++ show (depth t)
