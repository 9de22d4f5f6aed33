module Frequencies where

import Data.List (sortBy, group, sort)
import Data.Ord (comparing, Down (..))

top :: Int -> String -> [(String, Int)]
top n = take n . sortBy (comparing (Down . snd)) . map (\g -> (head g, length g)) . group . sort . words

run :: String
run = show (top 3 "a b a c b a d e a b c c c c")
