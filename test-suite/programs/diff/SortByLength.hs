module SortByLength where

import Data.List (sortBy)
import Data.Ord (comparing)

ws :: [String]
ws = ["banana", "fig", "apple", "kiwi", "cherry", "date"]

run :: String
run = unwords (sortBy (comparing length) ws) ++ "\n" ++ unwords (sortBy (flip compare) ws)
