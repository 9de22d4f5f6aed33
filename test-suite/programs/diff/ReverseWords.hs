module ReverseWords where

revWords :: String -> String
revWords = unwords . reverse . words

revEach :: String -> String
revEach = unwords . map reverse . words

run :: String
run = revWords "  one two   three " ++ "|" ++ revEach "hello world" ++ "|" ++ unwords []
