module Anagrams where

import Data.List (sort, sortBy, groupBy)
import Data.Function (on)
import Data.Ord (comparing)

ws :: [String]
ws = ["listen", "silent", "enlist", "google", "tinsel", "banana", "elgoog", "abc", "cab"]

anagrams :: [String] -> [[String]]
anagrams = map (map snd) . groupBy ((==) `on` fst) . sortBy (comparing fst) . map (\w -> (sort w, w))

run :: String
run = unlines (map unwords (filter ((> 1) . length) (anagrams ws)))
