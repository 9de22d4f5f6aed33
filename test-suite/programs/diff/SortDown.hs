module SortDown where

import Data.List (sortBy, sortOn)
import Data.Ord (comparing, Down (..))

run :: String
run = show (sortOn Down [3, 1, 2 :: Int]) ++ show (sortBy (comparing Down) "haskell")
