module FibNaive where

fib :: Int -> Int
fib n = if n < 2 then n else fib (n - 1) + fib (n - 2)

run :: String
run = show (map fib [0 .. 15])
