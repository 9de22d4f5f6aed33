{-# LANGUAGE QuasiQuotes #-}
{-# OPTIONS_GHC -fplugin=G2.Plugin #-}
-- Queries over Render's functions. By reasoning: "a3b1" is the rendering of
-- [('a',3),('b',1)] alone among lists of non-negative counts below 10; "12 3" is showAll
-- [12,3] alone; suffix sums [5,3] of two numbers are those of [2,3]. Each had no answer
-- with Render compiled with -O: the first two gave up on `++_$s++`, the last said
-- NotFound (two conjunct threads both reached the missing `scanr1_$sscanr1`).
module Main (main) where

import G2.Query
import Render (render, showAll, suffixSums)

main :: IO ()
main = do
  let limits = defaultLimits { limitSeconds = Just 30 }
  print =<< solveQueryWith limits
    [g2query| ?(xs :: [(Char, Int)]) | all (\(_, n) -> n >= 0 && n < 10) xs && render xs == "a3b1" |]
  print =<< solveQueryWith limits [g2query| ?(xs :: [Int]) | all (>= 0) xs && showAll xs == "12 3" |]
  print =<< solveQueryWith limits [g2query| ?(xs :: [Int]) | length xs == 2 && suffixSums xs == [5, 3] |]
