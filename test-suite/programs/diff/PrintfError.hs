-- printf's errors carry base's messages (the model of Text.Printf keeps them): an
-- argument of the wrong type for its format character.
module PrintfError where

import Text.Printf (printf)

run :: String
run = printf "%d and %s" (5 :: Int) (6 :: Int)
