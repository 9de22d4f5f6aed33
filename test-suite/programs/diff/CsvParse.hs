module CsvParse where

splitComma :: String -> [String]
splitComma s = case break (== ',') s of
  (a, ',' : r) -> a : splitComma r
  (a, _) -> [a]

rows :: [[String]]
rows = map splitComma (lines "name,age,city\nann,31,oslo\nbo,22,rome\n")

run :: String
run = show rows ++ "\n" ++ show (sum (map (read . (!! 1)) (tail rows) :: [Int]))
