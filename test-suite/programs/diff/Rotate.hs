module Rotate where

rotate :: Int -> [a] -> [a]
rotate _ [] = []
rotate n xs = let k = n `mod` length xs in drop k xs ++ take k xs

run :: String
run = unlines [rotate k "abcdef" | k <- [0, 1, 2, 7, -1]]
