module Justify where

padLeft :: Int -> String -> String
padLeft n s = replicate (n - length s) ' ' ++ s

padRight :: Int -> String -> String
padRight n s = s ++ replicate (n - length s) '.'

table :: [(String, Int)]
table = [("apples", 3), ("kiwis", 12), ("figs", 100)]

run :: String
run = unlines [padRight 10 name ++ padLeft 5 (show qty) | (name, qty) <- table]
