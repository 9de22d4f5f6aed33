module Transpose where

import Data.List (transpose)

m :: [[Int]]
m = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]

run :: String
run = unlines (map (unwords . map show) (transpose m)) ++ show (transpose ["abc", "d", "ef"])
