module ErrHeadEmpty where

firstWord :: String -> String
firstWord = head . words

run :: String
run = firstWord "hello world" ++ firstWord "   "
