-- A format that ends inside a modifier: base's error, raised where the model's Core
-- scrutinises a polymorphic error value (Note [Cases on polymorphic values]).
module PrintfShort where

import Text.Printf (printf)

run :: String
run = printf "%hh" (2 :: Int)
