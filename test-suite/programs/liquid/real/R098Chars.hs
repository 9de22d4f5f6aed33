-- G2-EXPECT: isVowel safe
-- G2-EXPECT: countVowels safe
module R098Chars where

{-@ isVowel :: Char -> Bool @-}
isVowel :: Char -> Bool
isVowel c = c `elem` "aeiouAEIOU"

{-@ countVowels :: s:String -> {v:Nat | v <= len s} / [len s] @-}
countVowels :: String -> Int
countVowels [] = 0
countVowels (c : cs) = (if isVowel c then 1 else 0) + countVowels cs
