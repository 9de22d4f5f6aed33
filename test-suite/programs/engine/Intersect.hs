-- intersect is not commutative on lists with duplicates (seed 002's example).
module Intersect where

import Data.List (intersect)

commutes :: [Int] -> [Int] -> Bool
commutes xs ys = intersect xs ys == intersect ys xs
