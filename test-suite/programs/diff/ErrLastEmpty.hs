module ErrLastEmpty where

run :: String
run = show (last [1, 2, 3 :: Int]) ++ show (last (tail [1 :: Int]))
