module FibLazyList where

fibs :: [Integer]
fibs = 0 : 1 : zipWith (+) fibs (tail fibs)

run :: String
run = show (take 20 fibs) ++ "\n" ++ show (fibs !! 90)
