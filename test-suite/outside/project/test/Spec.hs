{-# LANGUAGE QuasiQuotes #-}
-- | The same checks as Tests.hs, through hspec (G2.Test.Hspec).
module Main (main) where

import Test.Hspec

import G2.Query
import G2.Test.Hspec
import Lib (clamp, countOf, percent)
import qualified Lib

main :: IO ()
main = hspec $ do
  -- safeDiv and clamp pass; firstOr breaks its refinement type (a negative default).
  liquidSpec Lib.g2__liquid
  it "clamp stays within its bounds" $ shouldHaveNoCounterexample "clamp"
    [g2query| ?(lo :: Int) ?(hi :: Int) ?(x :: Int)
            | lo <= hi && not (lo <= clamp lo hi x && clamp lo hi x <= hi) |]
  it "a list of two elements can hold two 4s" $
    shouldHaveAnswer [g2query| ?(xs :: [Int]) | length xs == 2 && countOf 4 xs == 2 |]
  -- Wrong: percent p 0 divides by zero (a throwing property fails, as in QuickCheck).
  it "a part is at most 100 percent of its whole" $ shouldHaveNoCounterexample "percent"
    [g2query| ?(part :: Int) ?(whole :: Int)
            | 0 <= part && part <= whole && whole <= 1000 && percent part whole > 100 |]
