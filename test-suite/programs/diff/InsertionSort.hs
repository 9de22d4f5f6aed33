module InsertionSort where

isort :: [Int] -> [Int]
isort = foldr ins []
  where
    ins x [] = [x]
    ins x (y : ys)
      | x <= y = x : y : ys
      | otherwise = y : ins x ys

run :: String
run = unlines [show (isort [5, 3, 8, 1, 9, 2, 7]), show (isort []), show (isort [1, 1, 0, -4])]
