module PascalTriangle where

pascal :: [[Integer]]
pascal = iterate (\row -> zipWith (+) (0 : row) (row ++ [0])) [1]

run :: String
run = unlines (map (unwords . map show) (take 8 pascal)) ++ show (pascal !! 40 !! 20)
