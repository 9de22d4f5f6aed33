module PointFree where

import Data.Char (toUpper)

process :: String -> String
process = unwords . map (map toUpper) . filter ((> 2) . length) . words

countBy :: (a -> Bool) -> [a] -> Int
countBy = (length .) . filter

run :: String
run = process "a bb ccc dddd ee fffff" ++ " " ++ show (countBy even [1 .. 11 :: Int]) ++ " " ++ show ((sum . map (* 2) . takeWhile (< 10)) [1 :: Int ..])
