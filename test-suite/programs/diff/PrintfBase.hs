-- Text.Printf as programs use it (its interpreter, base's uprintfs, is a model: Note
-- [Models]); checked against GHC.
module PrintfBase where

import Data.Int (Int8)
import Data.Word (Word, Word8)
import Text.Printf (printf)

-- Integers: flags, widths, precisions, bases, modifiers, star arguments.
ints :: [String]
ints =
  [ printf "%d|%5d|%-5d|%05d|%+d|% d|%.3d" (42 :: Int) (42 :: Int) (42 :: Int) (42 :: Int) (42 :: Int) (42 :: Int) (7 :: Int)
  , printf "%d %i %+d %05d" (-17 :: Int) (-17 :: Int) (-3 :: Int) (-42 :: Int)
  , printf "%x %X %o %b %#x %#o %#b" (255 :: Int) (255 :: Int) (8 :: Int) (5 :: Int) (255 :: Int) (8 :: Int) (5 :: Int)
  , printf "%u %x %hhd %hhu" (-1 :: Int) (-1 :: Int) (-1 :: Int8) (-1 :: Int8)
  , printf "%*d|%-*d|%.*d" (6 :: Int) (12 :: Int) (4 :: Int) (3 :: Int) (5 :: Int) (9 :: Int)
  , printf "%d %d %x" (2 ^ (70 :: Int) :: Integer) (-(10 ^ (20 :: Int)) :: Integer) (255 :: Word8)
  , printf "%d %u" (maxBound :: Word) (maxBound :: Word)
  , printf "%c%c%c %5c|%-3c|" 'a' 'B' (toEnum 955 :: Char) 'z' 'y'
  ]

-- Floating point: fixed, exponent, general, precision, alternate forms, Float.
floats :: [String]
floats =
  [ printf "%f|%.2f|%8.3f|%-8.1f|%+.1f|%08.2f" (3.14159 :: Double) (2.5 :: Double) (2.0 / 3 :: Double) (1.25 :: Double) (0.05 :: Double) (-1.5 :: Double)
  , printf "%e|%.3e|%E|%g|%G|%.2g" (1234.5 :: Double) (0.000123 :: Double) (1.0e10 :: Double) (0.0001 :: Double) (1.0e-5 :: Double) (123456 :: Double)
  , printf "%#.0f|%.0f|%#g" (2 :: Double) (2.5 :: Double) (1 :: Double)
  , printf "%.3f %f %e" (1 / 3 :: Float) (100 :: Float) (2.5e-3 :: Float)
  , printf "%5.1f%%" (99.5 :: Double)
  ]

-- Strings: padding and precision (truncation), and a table as programs print one.
strings :: [String]
strings =
  [ printf "[%s] [%10s] [%-10s] [%.3s] [%6.2s]" "hi" "right" "left" "truncate" "ab"
  , printf "%s has %d item%s" "cart" (3 :: Int) "s"
  , printf "%%literal%% and 100%%"
  ]

table :: String
table = unlines [printf "%-8s %6.2f %4d" name price qty | (name, price, qty) <- items]
  where
    items :: [(String, Double, Int)]
    items = [("apple", 0.5, 12), ("banana", 0.25, 7), ("cherry", 10, 100)]

-- A label in a fixed width.
label :: Int -> String
label n = printf "#%03d" n

-- A greeting padded to a width: DiffCorpus.hs runs it on a symbolic name.
greet :: String -> String
greet name = printf "Hello, %-5s!" name

run :: String
run = show (ints, floats, strings, table, map label [0, 7, 42, 999, 1000, -5], map greet ["", "Ann", "Maximilian"])
