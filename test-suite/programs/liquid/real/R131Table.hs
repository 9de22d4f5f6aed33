-- G2-EXPECT: column safe
-- G2-EXPECT: transposeOk abstract blame=column
-- G2-EXPECT: cellAt concrete blame=!!
module R131Table where

import Language.Haskell.Liquid.Prelude

{-@ column :: Nat -> [[Int]] -> [Int] @-}
column :: Int -> [[Int]] -> [Int]
column j rows = [r !! j | r <- rows, j < length r]

-- Correct, but column's specification does not bound the length of its result.
{-@ transposeOk :: [[Int]] -> Bool @-}
transposeOk :: [[Int]] -> Bool
transposeOk rows = liquidAssertB (length (column 0 rows) <= length rows)

-- Bug: row i may not have column j: cellAt 0 0 [[]].
{-@ cellAt :: Nat -> Nat -> [[Int]] -> Int @-}
cellAt :: Int -> Int -> [[Int]] -> Int
cellAt i j rows = if i < length rows then (rows !! i) !! j else 0
