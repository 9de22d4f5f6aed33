-- G2-EXPECT: isLeap safe
-- G2-EXPECT: daysIn safe
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
