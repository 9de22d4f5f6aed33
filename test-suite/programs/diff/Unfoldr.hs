module Unfoldr where

import Data.List (unfoldr)

digitsOf :: Int -> [Int]
digitsOf = reverse . unfoldr (\n -> if n == 0 then Nothing else Just (n `mod` 10, n `div` 10))

run :: String
run = show (digitsOf 907132) ++ show (unfoldr (\(a, b) -> if a > 100 then Nothing else Just (a, (b, a + b))) (0 :: Int, 1))
