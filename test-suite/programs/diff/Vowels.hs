module Vowels where

isVowel :: Char -> Bool
isVowel = (`elem` "aeiouAEIOU")

run :: String
run = let s = "Functional programming is fun" in
  show (length (filter isVowel s)) ++ " " ++ filter (not . isVowel) s ++ " " ++ show [(c, length (filter (== c) s)) | c <- "aeiou"]
