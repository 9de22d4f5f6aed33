module Ackermann where

ack :: Int -> Int -> Int
ack 0 n = n + 1
ack m 0 = ack (m - 1) 1
ack m n = ack (m - 1) (ack m (n - 1))

run :: String
run = show [ack m n | m <- [0 .. 2], n <- [0 .. 3]] ++ show (ack 3 3)
