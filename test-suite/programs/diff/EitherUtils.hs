module EitherUtils where

import Data.Either (lefts, rights, partitionEithers, either, isLeft)

xs :: [Either String Int]
xs = [Left "a", Right 1, Right 2, Left "b", Right 3]

run :: String
run = show (lefts xs, rights xs, partitionEithers xs) ++ show (map (either length (* 10)) xs, filter isLeft xs)
