{-# LANGUAGE QuasiQuotes, TemplateHaskell #-}
{-# OPTIONS_GHC -fplugin=G2.Plugin -Wno-incomplete-patterns #-}
-- | Property tests' queries (G2.Test's noCounterexample) over functions written the way
-- users write them, some of which throw on inputs their properties allow: a division by
-- zero, 'succ' of the last constructor, 'head' of an empty list, guards that miss a
-- case. G2Q.PropertyTests runs them.
module G2Q.Properties where

import G2.Query

-- | A percentage; divides by zero when the whole is 0.
percent :: Int -> Int -> Int
percent part whole = part * 100 `div` whole

-- | The same, guarded.
percentOr0 :: Int -> Int -> Int
percentOr0 _ 0 = 0
percentOr0 part whole = part * 100 `div` whole

-- "a part of a whole is at most 100 percent": fails only by throwing, at 0 0.
percentAtMost100 :: Query (Int, Int)
percentAtMost100 =
  [g2query| ?(a :: Int) ?(b :: Int) | 0 <= a && a <= b && b <= 1000 && percent a b > 100 |]

percentOr0AtMost100 :: Query (Int, Int)
percentOr0AtMost100 =
  [g2query| ?(a :: Int) ?(b :: Int) | 0 <= a && a <= b && b <= 1000 && percentOr0 a b > 100 |]

-- The guard before the division: never by zero, and a `div` b <= a <= 10.
guardedDivision :: Query (Int, Int)
guardedDivision =
  [g2query| ?(a :: Int) ?(b :: Int) | b /= 0 && 0 <= a && a <= 10 && a `div` b > 10 |]

-- The same conjuncts, the division first: by zero at b = 0.
divisionFirst :: Query (Int, Int)
divisionFirst =
  [g2query| ?(a :: Int) ?(b :: Int) | a `div` b > 10 && b /= 0 && 0 <= a && a <= 10 |]

data Level = Low | Mid | High
  deriving (Eq, Show, Enum, Bounded)

$(derivingG2Rep ''Level)

-- | One level up; 'succ' throws at the top.
raise :: Level -> Level
raise = succ

-- "raise changes the level": fails only by throwing, at High.
raiseChanges :: Query Level
raiseChanges = [g2query| ?(l :: Level) | raise l == l |]

-- | The first word; 'head' throws when there is none.
firstWord :: String -> String
firstWord s = head (words s)

-- "the first word of a short string is short": fails only by throwing, on a string
-- of spaces or the empty string.
firstWordShort :: Query String
firstWordShort = [g2query| ?(s :: String) | length s <= 2 && length (firstWord s) > 2 |]

-- | A sign as a word; the guards miss 0.
describeSign :: Int -> String
describeSign n
  | n < 0 = "negative"
  | n > 0 = "positive"

-- "a sign is at most 8 letters": fails only by throwing, at 0.
signAtMost8 :: Query Int
signAtMost8 = [g2query| ?(n :: Int) | length (describeSign n) > 8 |]
