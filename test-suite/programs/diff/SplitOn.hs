module SplitOn where

splitOn :: Char -> String -> [String]
splitOn d s = case break (== d) s of
  (a, []) -> [a]
  (a, _ : rest) -> a : splitOn d rest

run :: String
run = show (splitOn ',' "a,b,,c,") ++ show (map length (splitOn ' ' "the quick brown fox"))
