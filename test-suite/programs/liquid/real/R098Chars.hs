-- G2-EXPECT: isVowel safe
-- G2-EXPECT: countVowels safe
-- G2-EXPECT: vowelRatio concrete blame=div
module R098Chars where

{-@ isVowel :: Char -> Bool @-}
isVowel :: Char -> Bool
isVowel c = c `elem` "aeiouAEIOU"

{-@ countVowels :: s:String -> {v:Nat | v <= len s} @-}
countVowels :: String -> Int
countVowels [] = 0
countVowels (c : cs) = (if isVowel c then 1 else 0) + countVowels cs

-- Bug: the empty string: vowelRatio "".
{-@ vowelRatio :: String -> Int @-}
vowelRatio :: String -> Int
vowelRatio s = (100 * countVowels s) `div` length s
