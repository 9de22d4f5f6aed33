module Lookups where

table :: [(Int, String)]
table = [(1, "one"), (2, "two"), (3, "three")]

run :: String
run = show (map (`lookup` table) [0 .. 4]) ++ show (maybe "none" id (lookup 2 table))
