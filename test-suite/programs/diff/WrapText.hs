module WrapText where

wrap :: Int -> String -> [String]
wrap w = go . words
  where
    go [] = []
    go (x : xs) = line x xs
    line cur [] = [cur]
    line cur (y : ys)
      | length cur + 1 + length y <= w = line (cur ++ " " ++ y) ys
      | otherwise = cur : line y ys

run :: String
run = unlines (wrap 20 "the quick brown fox jumps over the lazy dog and keeps on running far away")
