-- Reading numbers: parse a CSV of generated records with read, reads for optional
-- fields, read of Doubles and negative numbers, and sums per column.
module P13Read where

import Data.Char (isSpace)
import Data.Maybe (mapMaybe)

splitOn :: Char -> String -> [String]
splitOn d s = case break (== d) s of
  (a, []) -> [a]
  (a, _ : rest) -> a : splitOn d rest

csv :: String
csv = unlines [ show i ++ "," ++ show (i * 3 - 500) ++ "," ++ show (fromIntegral i / 8 :: Double) ++ "," ++ field i
              | i <- [1 .. 12000 :: Int] ]
  where field i = if i `mod` 5 == 0 then "n/a" else show (i * i)

parseRow :: String -> (Int, Int, Double, Maybe Int)
parseRow l = case splitOn ',' l of
  [a, b, c, d] -> (read a, read b, read c, readMaybe d)
  _ -> error ("bad row " ++ l)

readMaybe :: Read a => String -> Maybe a
readMaybe s = case reads s of
  [(v, rest)] | all isSpace rest -> Just v
  _ -> Nothing

p13 :: String
p13 =
  let rows = map parseRow (lines csv)
      s1 = sum [a | (a, _, _, _) <- rows]
      s2 = sum [b | (_, b, _, _) <- rows]
      s3 = sum [c | (_, _, c, _) <- rows]
      ms = mapMaybe (\(_, _, _, d) -> d) rows
   in show (s1, s2, s3, length ms, sum ms)
        ++ " " ++ show (read "[1,2,3]" :: [Int], read " ( 4 , -5 ) " :: (Int, Int))
        ++ " " ++ show (read "-12" :: Int, read "3.25e2" :: Double, read "  77 " :: Integer)
        ++ " " ++ show (readMaybe "12x" :: Maybe Int, readMaybe "99" :: Maybe Int)
