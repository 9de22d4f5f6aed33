module PowerSet where

powerset :: [a] -> [[a]]
powerset [] = [[]]
powerset (x : xs) = let ps = powerset xs in ps ++ map (x :) ps

run :: String
run = show (powerset [1, 2, 3 :: Int]) ++ "\n" ++ show (filter ((== 5) . sum) (powerset [1 .. 5 :: Int]))
