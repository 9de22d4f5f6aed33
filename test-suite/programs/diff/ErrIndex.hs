module ErrIndex where

run :: String
run = show ([10, 20, 30 :: Int] !! 1) ++ show ([10, 20, 30 :: Int] !! 5)
