module Triangular where

triangles :: [Int]
triangles = scanl1 (+) [1 ..]

run :: String
run = show (take 10 triangles) ++ " " ++ show (head [t | t <- triangles, length [d | d <- [1 .. t], t `mod` d == 0] > 20])
