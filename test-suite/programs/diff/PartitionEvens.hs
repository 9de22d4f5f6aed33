module PartitionEvens where

import Data.List (partition)

run :: String
run = let (es, os) = partition even [1 .. 15 :: Int] in show es ++ " / " ++ show os ++ " / " ++ show (sum es - sum os)
