module SortOnSnd where

import Data.List (sortOn)

pairs :: [(String, Int)]
pairs = [("alice", 31), ("bob", 25), ("carol", 35), ("dave", 25)]

run :: String
run = show (sortOn snd pairs) ++ "\n" ++ show (map fst (sortOn (negate . snd) pairs))
