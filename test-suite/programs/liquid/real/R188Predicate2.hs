-- G2-EXPECT: isLeap safe
-- G2-EXPECT: daysIn safe
-- G2-EXPECT: daysBad concrete
-- G2-CHECK: daysBad \m r -> r < 28 || r > 31
module R188Predicate2 where

{-@ predicate ValidMonth M = 1 <= M && M <= 12 @-}
{-@ predicate ValidDays D = 28 <= D && D <= 31 @-}

{-@ isLeap :: Nat -> Bool @-}
isLeap :: Int -> Bool
isLeap y = (y `mod` 4 == 0 && y `mod` 100 /= 0) || y `mod` 400 == 0

{-@ daysIn :: Nat -> {m:Int | ValidMonth m} -> {v:Int | ValidDays v} @-}
daysIn :: Int -> Int -> Int
daysIn y m
  | m == 2 = if isLeap y then 29 else 28
  | m `elem` [4, 6, 9, 11] = 30
  | otherwise = 31

-- Bug: the table is indexed from 0, so December falls to the default 0: daysBad 12.
{-@ daysBad :: {m:Int | ValidMonth m} -> {v:Int | ValidDays v} @-}
daysBad :: Int -> Int
daysBad m = if m < 12 then [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] !! m else 0
