module CharFunctions where

import Data.Char

run :: String
run = show (map ord "Az09", chr 97, map toUpper "shout!", map digitToInt "1a9f", intToDigit 11)
  ++ show (filter isPunctuation "a,b.c!d?", isAlphaNum '_', isHexDigit 'G', isOctDigit '7', words (map (\c -> if isSpace c then ' ' else c) "a\tb\nc"))
  ++ show (succ 'a', pred 'b', ['x' ..] !! 2, generalCategory 'a' == LowercaseLetter)
