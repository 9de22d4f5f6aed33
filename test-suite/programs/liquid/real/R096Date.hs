-- G2-EXPECT: mkDate safe
{-@ LIQUID "--no-termination" @-}
module R096Date where

data Date = Date { day :: Int, month :: Int, year :: Int }
  deriving (Show, Eq)

{-@ predicate ValidDay D = 1 <= D && D <= 31 @-}

{-@ data Date = Date { day :: {v:Int | ValidDay v}
                     , month :: {v:Int | 1 <= v && v <= 12}
                     , year :: Int } @-}

{-@ mkDate :: Int -> Int -> Int -> Maybe Date @-}
mkDate :: Int -> Int -> Int -> Maybe Date
mkDate d m y
  | d >= 1 && d <= 31 && m >= 1 && m <= 12 = Just (Date d m y)
  | otherwise = Nothing
