-- Text.Printf report: a formatted table of items with padding, decimals, hex,
-- and percentages, built with printf into a String.
module P12Printf where

import Text.Printf (printf)
import Data.List (foldl')

data Item = Item { iname :: String, qty :: Int, price :: Double }

items :: [Item]
items = [Item ("item" ++ show i) (i `mod` 17 + 1) (fromIntegral (i * 37 `mod` 1000) / 10) | i <- [1 .. 12000 :: Int]]

row :: Item -> String
row (Item n q p) = printf "%-10s|%5d|%9.2f|%10.2f|%04x\n" n q p (fromIntegral q * p) q

totalOf :: [Item] -> Double
totalOf = foldl' (\acc (Item _ q p) -> acc + fromIntegral q * p) 0

percent :: Double -> Double -> String
percent part whole = printf "%.1f%%" (100 * part / whole)

p12 :: String
p12 =
  let t = totalOf items
      body = concatMap row items
   in printf "%s=%d lines, total %.2f, first %s, share %s, sci %e, int %+d, str [%8s]"
        "report" (length (lines body)) t (takeWhile (/= '\n') body)
        (percent (totalOf (take 30 items)) t) (t * 1000) (42 :: Int) "ab"
        ++ show (length body)
