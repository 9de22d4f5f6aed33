{-# LANGUAGE QuasiQuotes #-}
{-# OPTIONS_GHC -fplugin=G2.Plugin #-}
-- | n-queens written the ways people write it (issue 15: "a search that does not depend
-- on how a predicate is phrased"), for bench/run.py --g2q next to the paper's two
-- formulations (G2Q.CaseStudies). Each answer is checked by the case study's own
-- allQueensSafe.
module Phrasings (phrasings) where

import Data.List (nub)

import G2.Query

-- | Indices by zip, abs, list comprehensions and `and` (also in the g2q test suite).
zipAbs :: Int -> [Int] -> Bool
zipAbs n qs = length qs == n && and [ 1 <= q && q <= n | q <- qs ]
  && and [ q1 /= q2 && abs (q1 - q2) /= j - i
         | (i, q1) <- zip [0 :: Int ..] qs, (j, q2) <- zip [0 ..] qs, i < j ]

-- | The same without abs: both diagonals compared.
zipTwoDiagonals :: Int -> [Int] -> Bool
zipTwoDiagonals n qs = length qs == n && all (\q -> 1 <= q && q <= n) qs
  && and [ q1 /= q2 && q1 - q2 /= j - i && q2 - q1 /= j - i
         | (i, q1) <- zip [0 :: Int ..] qs, (j, q2) <- zip [0 ..] qs, i < j ]

-- | Recursion over the rows with a where-bound helper and `all`.
recursive :: Int -> [Int] -> Bool
recursive n qs = length qs == n && all inRange qs && ok qs
  where
    inRange q = q >= 1 && q <= n
    ok [] = True
    ok (q : rest) = all (\(d, r) -> q /= r && abs (q - r) /= d) (zip [1 ..] rest) && ok rest

-- | zipWith over the rows, the length check last.
lengthLast :: Int -> [Int] -> Bool
lengthLast n qs =
  and (zipWith (\i q -> all (\(j, r) -> q /= r && abs (q - r) /= abs (i - j))
                            (drop (i + 1) (zip [0 ..] qs)))
               [0 :: Int ..] qs)
    && all (\q -> 1 <= q && q <= n) qs && length qs == n

-- | Columns by `elem [1 .. n]`, distinct by `nub`, diagonals by `!!`.
nubElem :: Int -> [Int] -> Bool
nubElem n qs = length qs == n && all (`elem` [1 .. n]) qs && nub qs == qs
  && and [ abs (qs !! i - qs !! j) /= j - i | i <- [0 .. n - 1], j <- [i + 1 .. n - 1] ]

-- | (name, query) for each phrasing.
phrasings :: [(String, Int -> Query [Int])]
phrasings =
  [ ("zip, abs, comprehension", [g2query| \(n :: Int) -> ?(qs :: [Int]) | zipAbs n qs |])
  , ("zip, two diagonals", [g2query| \(n :: Int) -> ?(qs :: [Int]) | zipTwoDiagonals n qs |])
  , ("recursive helper, all", [g2query| \(n :: Int) -> ?(qs :: [Int]) | recursive n qs |])
  , ("zipWith, length last", [g2query| \(n :: Int) -> ?(qs :: [Int]) | lengthLast n qs |])
  , ("nub, elem, !!", [g2query| \(n :: Int) -> ?(qs :: [Int]) | nubElem n qs |])
  ]
