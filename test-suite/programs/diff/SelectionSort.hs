module SelectionSort where

ssort :: [Int] -> [Int]
ssort [] = []
ssort xs = m : ssort (remove m xs)
  where
    m = minimum xs
    remove _ [] = []
    remove y (z : zs) | y == z = zs
                      | otherwise = z : remove y zs

run :: String
run = show (ssort [64, 25, 12, 22, 11]) ++ "|" ++ show (ssort [2, 2, 1])
