-- Numeric.Natural as programs use it, checked against GHC: arithmetic past 64 bits,
-- conversions, comparisons, Enum ranges, show and read, gcd, and subtraction below
-- zero (GHC's "arithmetic underflow"). A Natural is an Integer in the engine (Note
-- [Naturals as Integers]).
module NaturalBase where

import Numeric.Natural

c01 :: (Natural, Natural, Natural)
c01 = (2 ^ 70 + fromIntegral (5 :: Int), product [1 .. 25], 10 ^ 30 `div` 7)

c02 :: (Natural, Natural, Bool, Integer, Int)
c02 = (17 `mod` 5, 17 `quot` 5, (3 :: Natural) < 5, toInteger (7 :: Natural), fromIntegral (12 :: Natural))

c03 :: ([Natural], [Natural], Natural, Natural)
c03 = ([1 .. 5], [10, 8 .. 1], gcd 12 18, lcm 4 6)

c04 :: (String, Natural, Maybe Natural, Ordering)
c04 = (show (2 ^ 64 :: Natural), read "12345678901234567890123", safeSub 3 5, compare (2 :: Natural) 10)
  where
    safeSub :: Natural -> Natural -> Maybe Natural
    safeSub a b = if a >= b then Just (a - b) else Nothing

-- The number of steps to climb n stairs taking 1 or 2 at a time.
stairs :: Natural -> Natural
stairs n = go n 1 1
  where
    go 0 a _ = a
    go k a b = go (k - 1) b (a + b)

c05 :: [Natural]
c05 = map stairs [0 .. 10] ++ [stairs 100]

-- Buggy: 2 * n - 3 underflows for n < 2.
twiceMinusThree :: Natural -> Natural
twiceMinusThree n = 2 * n - 3

c06 :: Natural
c06 = twiceMinusThree 1

run :: String
run = show (c01, c02, c03, c04, c05)
