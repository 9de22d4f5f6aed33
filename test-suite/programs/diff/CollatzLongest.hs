module CollatzLongest where

steps :: Int -> Int
steps 1 = 0
steps n = 1 + steps (if even n then n `div` 2 else 3 * n + 1)

run :: String
run = let best = maximum [(steps n, n) | n <- [1 .. 300]] in "longest below 300: " ++ show best
