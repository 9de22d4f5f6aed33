module TinyForth where

import Data.Char (isDigit)

forth :: String -> [Int]
forth = foldl step [] . words
  where
    step (y : x : s) "+" = x + y : s
    step (y : x : s) "*" = x * y : s
    step (y : x : s) "swap" = x : y : s
    step (x : s) "dup" = x : x : s
    step (_ : s) "drop" = s
    step (y : x : s) "over" = x : y : x : s
    step s w | all isDigit w = read w : s
    step _ w = error ("unknown word " ++ w)

run :: String
run = show (forth "1 2 3 + *") ++ show (forth "5 dup * 2 swap over") ++ show (forth "7 8 drop")
