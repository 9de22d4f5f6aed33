-- Concrete workloads for reduction throughput (no symbolic inputs).
module Concrete where

queens :: Int -> [[Int]]
queens n = go n
  where
    go 0 = [[]]
    go k = [q : qs | qs <- go (k - 1), q <- [1 .. n], safe q qs]
    safe q qs = and [q /= c && abs (q - c) /= d | (d, c) <- zip [1 ..] qs]

nQueens6 :: Int
nQueens6 = length (queens 6)

sumTo :: Int -> Int
sumTo n = go 0 1
  where
    go acc i = if i > n then acc else go (acc + i) (i + 1)

sum200k :: Int
sum200k = sumTo 200000

fib :: Int -> Int
fib n = if n < 2 then n else fib (n - 1) + fib (n - 2)

fib22 :: Int
fib22 = fib 22
