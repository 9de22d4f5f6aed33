-- Predicates over unknown text that go through isSpace (words, unwords, lines,
-- dropWhile isSpace): one test of a character against GHC's whitespace is a tree of
-- comparisons with eleven leaves, which split a path eleven ways per character before
-- Note [Decision trees] (words of eight unknown characters: out of memory).
module Whitespace where

import Data.Char (isDigit, isLower, isPunctuation, isSpace, isUpper, ord, toUpper)

-- Probe s21 P4, and the same claim written other ways.
twoWords :: String -> Bool
twoWords w = words w == ["hi", "there"] && length w == 8

twoWordsLengthFirst :: String -> Bool
twoWordsLengthFirst w = length w == 8 && words w == ["hi", "there"]

normalizedIs :: String -> Bool
normalizedIs w = length w == 5 && unwords (words w) == "a b" && head w /= ' '

trimmed :: String -> String
trimmed = dropWhile isSpace . reverse . dropWhile isSpace . reverse

trimsTo :: String -> Bool
trimsTo s = length s == 6 && trimmed s == "ok" && last s == ' '

allBlank :: String -> Bool
allBlank s = length s == 7 && all isSpace s && s /= replicate 7 ' '

-- Every whitespace character below 256 (seven of them: GHC's isSpace).
latinSpace :: Char -> Bool
latinSpace c = isSpace c && ord c < 256

-- Whitespace beyond Latin-1 (Unicode's Zs category).
unicodeSpace :: Char -> Bool
unicodeSpace c = isSpace c && ord c > 255

-- Character classes whose leaves' conditions must stay cheap to decide (probe s22: with
-- a decision tree's disjunctions left to Z3, both ran into their time limit).
upperOfLower :: String -> Bool
upperOfLower s = s /= "HELLO" && all isLower s && map toUpper s == "HELLO"

passwordRules :: String -> Bool
passwordRules s =
  length s >= 8 && any isDigit s && any isUpper s && any isLower s && any isPunctuation s
