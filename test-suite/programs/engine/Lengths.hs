-- | Claims that bound a list by its length and then walk it (Note [Lengths of inputs]
-- in rust-core/src/reduce/machine/spine.rs), written the ways people write them. The
-- `none*` claims have no answer; each says why. The others have answers.
module Lengths where

import Data.Char (digitToInt, isAlpha, isDigit, isUpper)
import Data.List (isPrefixOf, isSuffixOf, sort)

-- A palindrome of three characters begins and ends with the same one.
nonePalindrome :: String -> Bool
nonePalindrome s = length s == 3 && s == reverse s && head s /= last s

-- "ab" before "cd" needs four characters.
nonePrefixSuffix :: String -> Bool
nonePrefixSuffix s = length s <= 3 && "ab" `isPrefixOf` s && "cd" `isSuffixOf` s

-- The bound last, compared the other way round.
noneShortPrefix :: String -> Bool
noneShortPrefix s = "abc" `isPrefixOf` s && 3 > length s

-- sort keeps the length.
noneSorted :: [Int] -> Bool
noneSorted xs = length xs == 3 && sort xs == [1, 2]

-- Two words need a space between them: three characters.
noneWords :: String -> Bool
noneWords s = length s <= 2 && words s == ["a", "b"]

-- No character is a digit and a letter.
noneDigitsAndLetter :: String -> Bool
noneDigitsAndLetter s = length s <= 4 && all isDigit s && any isAlpha s

-- Lengths that contradict each other, before rules that would split on every cell.
noneContradictoryLengths :: String -> Bool
noneContradictoryLengths s = length s <= 7 && length s >= 8 && any isDigit s && any isUpper s

-- A parser of one's own: three digits make at most 999.
parseNumber :: String -> Maybe Int
parseNumber [] = Nothing
parseNumber ds
  | all isDigit ds = Just (foldl (\n d -> 10 * n + digitToInt d) 0 ds)
  | otherwise = Nothing

noneParsed :: String -> Bool
noneParsed s = length s <= 3 && parseNumber s == Just 1000

-- Answers exist.

palindrome :: String -> Bool
palindrome s = length s == 3 && s == reverse s && head s == 'x'

longList :: [Int] -> Bool
longList xs = length xs > 5

pairsSummingTo :: [(Int, Bool)] -> Bool
pairsSummingTo xs = length xs == 2 && sum (map fst xs) == 7 && or (map snd xs)

nestedLengths :: [[Int]] -> Bool
nestedLengths xss = length xss == 2 && length (concat xss) == 3 && null (head xss)

-- The length of what is left after a pattern match.
afterHead :: [Int] -> Bool
afterHead (x : rest) = length rest == 2 && x > 0 && sum (x : rest) < x
afterHead [] = False

parsed :: String -> Bool
parsed s = length s <= 3 && parseNumber s == Just 407
