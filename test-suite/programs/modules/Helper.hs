-- | Recursive functions of another module: their interface carries their code only if
-- this module is compiled with the plugin (Note [Code of other modules] in G2.Plugin.Light).
-- The g2q suite's "other modules" group compiles it with and without the plugin.
module Helper (count, total) where

count :: Int -> [Int] -> Int
count _ [] = 0
count y (x : xs) = (if x == y then 1 else 0) + count y xs

total :: [Int] -> Int
total [] = 0
total (x : xs) = x + total xs
