module Intercalate where

import Data.List (intercalate, intersperse)

run :: String
run = intercalate ", " ["one", "two", "three"] ++ "\n" ++ intersperse '-' "abcd" ++ "\n" ++ intercalate "" []
