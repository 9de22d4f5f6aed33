-- infer: prop_isort (insertion sort keeps the length: insert needs len v = len xs + 1, isort len v = len xs; insert is class-constrained)
module ISort where

{-@ insert :: x:a -> xs:[a] -> [a] @-}
insert :: Ord a => a -> [a] -> [a]
insert x [] = [x]
insert x (y : ys)
  | x <= y = x : y : ys
  | otherwise = y : insert x ys

{-@ isort :: xs:[a] -> [a] @-}
isort :: Ord a => [a] -> [a]
isort [] = []
isort (x : xs) = insert x (isort xs)

{-@ prop_isort :: [Int] -> {v:Bool | v} @-}
prop_isort :: [Int] -> Bool
prop_isort xs = length (isort xs) == length xs
