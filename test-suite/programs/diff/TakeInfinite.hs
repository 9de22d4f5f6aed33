module TakeInfinite where

run :: String
run = show (take 5 [1 :: Int ..]) ++ show (take 4 (repeat 'x')) ++ show (take 7 (cycle [1, 2, 3 :: Int])) ++ show (take 5 (iterate (* 2) (1 :: Int)))
