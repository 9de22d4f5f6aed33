-- | Rational arithmetic that reaches code base ships without: round on a Ratio
-- (GHC.Real.$fRealFracRatio_$cround), Numeric.fromRat (GHC.Float.$wfromRat), and
-- ghc-bignum's integerGcd/integerLcm behind base's own Rational code (toRational on
-- Word, enumerations of Rationals) (G2.Models.Float, G2.Models.Base). Checked against
-- GHC.
module RationalRound where

import Data.Ratio (Ratio, denominator, numerator, (%))
import Data.Word (Word)
import GHC.Num.Integer (integerGcd, integerLcm)
import Numeric (fromRat)

-- | The mean of some marks, exactly, and rounded as a report would (ties to even).
mean :: [Integer] -> Rational
mean xs = sum xs % fromIntegral (length xs)

rounded :: [Integer] -> Int
rounded = round . mean

-- | A price split between people, rounded to whole cents.
share :: Integer -> Integer -> Integer
share cents people = round (cents % people)

-- | Quarters of a unit as a Double (a user's conversion of an exact amount).
quarters :: Integer -> Double
quarters n = fromRat (n % 4)

halves :: [Rational]
halves = [5 % 2, 7 % 2, -5 % 2, -7 % 2, 1 % 3, 2 % 3, -1 % 3, 0]

-- | A ratio of machine ints.
small :: [Ratio Int]
small = [7 % 2, 9 % 2, -9 % 4, 11 % 4]

run :: String
run = show
  ( (map round halves :: [Int], map round halves :: [Integer], map round small :: [Int])
  , (mean [70, 85, 90], rounded [70, 85, 90], rounded [1, 2], rounded [1, 2, 3, 4], share 1000 3, share 1000 6)
  , (fromRat (7 % 2) :: Double, fromRat (1 % 3) :: Double, fromRat (-2 % 3) :: Float, fromRat (0 % 5) :: Double)
  , (map quarters [6, -3, 0], fromRat (1 % 10) :: Double, fromRat (123456789 % 1000) :: Float, fromRat (10 ^ 30 % 7) :: Double)
  , (toRational (12 :: Word), [0, 1 % 3 .. 1 :: Rational], numerator (6 % 8 :: Rational), denominator (6 % (-8) :: Rational))
  , (integerGcd 12 18, integerGcd (-4) 6, integerGcd 0 0, integerLcm 4 6, integerLcm (-3) 0, gcd (2 ^ 40) (6 ^ 20 :: Integer))
  )
