module ErrFromJust where

import Data.Maybe (fromJust)

run :: String
run = show (fromJust (lookup 3 [(1, "a"), (2, "b")]))
