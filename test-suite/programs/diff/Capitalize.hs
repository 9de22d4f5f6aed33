module Capitalize where

import Data.Char (toUpper, toLower)

capWord :: String -> String
capWord [] = []
capWord (c : cs) = toUpper c : map toLower cs

run :: String
run = unwords (map capWord (words "hELLO wORLD from   haskell")) ++ "|" ++ map toUpper "MiXeD 123"
