module Triangles where

pyth :: [(Int, Int, Int)]
pyth = [(a, b, c) | c <- [1 ..], b <- [1 .. c], a <- [1 .. b], a * a + b * b == c * c]

run :: String
run = show (take 6 pyth)
