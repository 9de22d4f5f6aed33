{-# LANGUAGE QuasiQuotes #-}
module Main (main) where

import Test.Tasty
import Test.Tasty.HUnit

import G2.Query
import G2.Test
import Lib (clamp, percent, safeDiv)
import qualified Lib

-- A wrong claim about clamp: the result is never the upper bound.
neverHi :: Int -> Int -> Int -> Bool
neverHi lo hi x = clamp lo hi x /= hi

main :: IO ()
main = defaultMain $ testGroup "my-project"
  [ testCase "safeDiv" $ safeDiv 7 2 @?= 3
  , liquidTests Lib.g2__liquid
  , noCounterexample "clamp stays within its bounds" "clamp"
      [g2query| ?(lo :: Int) ?(hi :: Int) ?(x :: Int)
              | lo <= hi && not (lo <= clamp lo hi x && clamp lo hi x <= hi) |]
  , noCounterexample "wrong: clamp never returns hi" "neverHi"
      [g2query| ?(lo :: Int) ?(hi :: Int) ?(x :: Int) | lo <= hi && not (neverHi lo hi x) |]
  , findsAnswer "clamp can return hi" [g2query| ?(x :: Int) | clamp 0 10 x == 10 |]
  , noCounterexample "wrong: a part is at most 100 percent of its whole" "percent"
      [g2query| ?(part :: Int) ?(whole :: Int)
              | 0 <= part && part <= whole && whole <= 1000 && percent part whole > 100 |]
  ]
