-- | digitToInt on hexadecimal digits, and its error on any other character (base's
-- Data.Char.$wlvl, which ships without code: G2.Models.Char.wDigitToIntError).
module DigitToInt where

import Data.Char (digitToInt, isHexDigit)

hexValue :: Char -> Int
hexValue = digitToInt

parseHex :: String -> Int
parseHex = foldl (\acc c -> acc * 16 + digitToInt c) 0

run :: String
run = show (map digitToInt "0189afAF", parseHex "ff10", filter isHexDigit "g2-rs 0xBEEF") ++ show (parseHex "12g4")
