module PalindromeStrings where

import Data.Char (toLower, isAlpha)

isPal :: String -> Bool
isPal s = let t = map toLower (filter isAlpha s) in t == reverse t

run :: String
run = show (map isPal ["A man, a plan, a canal: Panama", "hello", "Was it a car or a cat I saw", "", "ab"])
