module Acronym where

import Data.Char (toUpper, isAlpha)

acronym :: String -> String
acronym = map (toUpper . head) . words . map (\c -> if isAlpha c then c else ' ')

run :: String
run = unwords (map acronym ["portable network graphics", "as soon as possible", "Complementary metal-oxide semiconductor"])
