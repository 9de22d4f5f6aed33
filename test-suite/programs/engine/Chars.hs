-- Case analysis over Char, toUpper style.
module Chars where

import Data.Char (ord, chr)

upper :: Char -> Char
upper c
  | c >= 'a' && c <= 'z' = chr (ord c - 32)
  | otherwise = c

data Kind = Lower | Upper | Digit | Other deriving (Show, Eq)

kind :: Char -> Kind
kind c
  | c >= 'a' && c <= 'z' = Lower
  | c >= 'A' && c <= 'Z' = Upper
  | c >= '0' && c <= '9' = Digit
  | otherwise = Other
