-- G2-EXPECT: letter safe
-- G2-EXPECT: passRate concrete blame=div
module R218Grades where

import Language.Haskell.Liquid.Prelude

{-@ type Score = {v:Int | 0 <= v && v <= 100} @-}

{-@ letter :: Score -> Char @-}
letter :: Int -> Char
letter s
  | s >= 90 = 'A'
  | s >= 80 = 'B'
  | s >= 70 = 'C'
  | s >= 0 = 'F'
  | otherwise = liquidError "impossible score"

-- Bug: an empty class: passRate [].
{-@ passRate :: [Score] -> Int @-}
passRate :: [Int] -> Int
passRate ss = (100 * length (filter (>= 70) ss)) `div` length ss
