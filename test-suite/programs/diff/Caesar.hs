module Caesar where

import Data.Char (chr, ord, isUpper, isLower)

shift :: Int -> Char -> Char
shift n c
  | isUpper c = rot 'A'
  | isLower c = rot 'a'
  | otherwise = c
  where rot b = chr (ord b + (ord c - ord b + n) `mod` 26)

encode :: Int -> String -> String
encode n = map (shift n)

run :: String
run = let s = encode 3 "Hello, World! xyz" in s ++ "\n" ++ encode (-3) s ++ "\n" ++ encode 13 (encode 13 "Round Trip")
