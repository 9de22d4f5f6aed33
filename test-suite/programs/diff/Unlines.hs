module Unlines where

run :: String
run = let ls = lines "alpha\nbeta\n\ngamma" in
  show ls ++ show (unlines ls) ++ show (lines "trailing\n") ++ show (words " \t spaced\nout  ") ++ show (unwords ["x", "", "y"])
