module Tails where

import Data.List (tails, inits, isPrefixOf)

count :: String -> String -> Int
count pat s = length [t | t <- tails s, pat `isPrefixOf` t]

run :: String
run = show (tails "abc") ++ show (inits "abc") ++ show (count "ana" "bananarama")
