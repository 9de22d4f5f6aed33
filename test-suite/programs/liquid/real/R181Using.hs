-- G2-EXPECT: fromNat safe
-- G2-EXPECT: toList' safe
-- G2-EXPECT: mkDigitBad concrete blame=Digit
{-@ LIQUID "--expect-any-error" @-}
module R181Using where

data Digit = Digit Int
  deriving (Show, Eq)

{-@ data Digit = Digit {dval :: {v:Int | 0 <= v && v <= 9}} @-}

{-@ fromNat :: Nat -> Digit @-}
fromNat :: Int -> Digit
fromNat n = Digit (n `mod` 10)

{-@ toList' :: Nat -> [Digit] @-}
toList' :: Int -> [Digit]
toList' n = if n < 10 then [Digit n] else Digit (n `mod` 10) : toList' (n `div` 10)

-- Bug: 10 is not a digit: mkDigitBad 10.
{-@ mkDigitBad :: Nat -> Digit @-}
mkDigitBad :: Int -> Digit
mkDigitBad n = if n <= 10 then Digit n else Digit 0
