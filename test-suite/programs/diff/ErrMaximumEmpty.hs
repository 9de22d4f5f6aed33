module ErrMaximumEmpty where

run :: String
run = show (maximum (filter (> 100) [1, 2, 3 :: Int]))
