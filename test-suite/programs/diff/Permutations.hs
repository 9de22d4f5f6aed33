module Permutations where

perms :: [a] -> [[a]]
perms [] = [[]]
perms xs = [x : p | (x, rest) <- picks xs, p <- perms rest]

picks :: [a] -> [(a, [a])]
picks [] = []
picks (x : xs) = (x, xs) : [(y, x : ys) | (y, ys) <- picks xs]

run :: String
run = unlines (perms "abc") ++ show (length (perms [1 .. 5 :: Int]))
