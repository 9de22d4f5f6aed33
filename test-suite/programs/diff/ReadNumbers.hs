-- | read, reads and readMaybe at Int, Integer, Double and Float (G2.Models.Read):
-- white space, signs, parentheses, hexadecimal and octal, lexemes an integral type
-- cannot take, rounding of decimal text to the nearest Double.
module ReadNumbers where

import Text.Read (readMaybe)

ints :: [String]
ints = ["5", " 5 ", "-5", "- 5", "(5)", "( -5 )", "-(5)", "--5", "5.5", "5.", "5e3", "0x1F", "0o17", "0x", "12abc", "9223372036854775808", "", "(5"]

doubles :: [String]
doubles = ["2.5", "-0.0", "1e500", "1e-500", "NaN", "-Infinity", "0.1", "4.9406564584124654e-324", "1.7976931348623159e308", "7", "0x10", ".5", "1e"]

run :: String
run = show (map (\s -> reads s :: [(Int, String)]) ints)
  ++ show (map (\s -> readMaybe s :: Maybe Integer) ints)
  ++ show (map (\s -> readMaybe s :: Maybe Double) doubles)
  ++ show (map (\s -> readMaybe s :: Maybe Float) ["3.4028236e38", "1.0e-45", "0.1"])
  ++ show (read " ( 42 ) " + read "-8" :: Int, read "123456789012345678901234567890" :: Integer)
