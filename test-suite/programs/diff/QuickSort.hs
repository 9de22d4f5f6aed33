module QuickSort where

qsort :: [Int] -> [Int]
qsort [] = []
qsort (p : xs) = qsort [x | x <- xs, x < p] ++ [p] ++ qsort [x | x <- xs, x >= p]

run :: String
run = show (qsort [3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5]) ++ show (length (qsort [100, 99 .. 1]))
