module ErrNegativeReplicateOk where

run :: String
run = show (replicate (-3) 'x') ++ show (take (-1) "abc") ++ show (drop 10 "abc") ++ show (splitAt (-2) [1, 2 :: Int])
