module CyclicList where

ones :: [Int]
ones = 1 : ones

alt :: [Bool]
alt = True : False : alt

run :: String
run = show (take 5 ones) ++ show (take 5 alt) ++ show (sum (take 100 ones))
