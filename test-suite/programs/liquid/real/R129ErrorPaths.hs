-- G2-EXPECT: classify safe
-- G2-EXPECT: grade concrete blame=liquidError
{-@ LIQUID "--no-termination" @-}
{-@ LIQUID "--expect-any-error" @-}
module R129ErrorPaths where

import Language.Haskell.Liquid.Prelude

{-@ classify :: Int -> String @-}
classify :: Int -> String
classify n
  | n < 0 = "negative"
  | n == 0 = "zero"
  | n > 0 = "positive"
  | otherwise = liquidError "impossible"

-- Bug: 100 falls through every case: grade 100.
{-@ grade :: {v:Int | 0 <= v && v <= 100} -> Char @-}
grade :: Int -> Char
grade s
  | s >= 90 && s < 100 = 'A'
  | s >= 80 && s < 90 = 'B'
  | s >= 0 && s < 80 = 'C'
  | otherwise = liquidError "grade: out of range"
