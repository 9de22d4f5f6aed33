module NubGroup where

import Data.List (nub, group, sort)

run :: String
run = show (nub [3, 1, 3, 2, 1 :: Int]) ++ "\n" ++ show (map (\g -> (head g, length g)) (group (sort "mississippi")))
