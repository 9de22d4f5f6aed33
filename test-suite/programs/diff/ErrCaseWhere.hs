module ErrCaseWhere where

grade :: Int -> Char
grade n = letter
  where letter = case n `div` 10 of
          10 -> 'A'
          9 -> 'A'
          8 -> 'B'
          7 -> 'C'

run :: String
run = map grade [95, 85, 75, 40]
