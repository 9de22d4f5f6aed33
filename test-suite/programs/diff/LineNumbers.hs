module LineNumbers where

number :: String -> String
number = unlines . zipWith (\n l -> show n ++ ": " ++ l) [1 :: Int ..] . lines

run :: String
run = number "first line\nsecond line\nthird"
