{-# LANGUAGE QuasiQuotes #-}
{-# OPTIONS_GHC -fplugin=G2.Plugin #-}
-- | n-queens written so that the search backtracks: each queen's column comes from
-- `elem` over a concrete list, so every `elem` splits the path into one path per column
-- and fixes the queen there (Note [Fixed variables] in
-- rust-core/src/reduce/machine/fixed.rs), and the conflicts that follow compare fixed
-- queens concretely, ending a path at its first clash. Searched smallest inputs first,
-- each level depth-first (Note [Depth-first among equals] in
-- rust-core/src/search/scheduler.rs): breadth-first, 8 queens took 1-9 s. Used by the
-- g2q suite's "case studies" group (answers checked by GHC) and by bench/g2q.
module G2Q.Backtracking (backtrackingQueens) where

import Data.List (nub)

import G2.Query

-- | Columns by `elem [1 .. n]`, distinct by `nub`, diagonals by `!!`.
nubElem :: Int -> [Int] -> Bool
nubElem n qs = length qs == n && all (`elem` [1 .. n]) qs && nub qs == qs
  && and [ abs (qs !! i - qs !! j) /= j - i | i <- [0 .. n - 1], j <- [i + 1 .. n - 1] ]

-- | Columns by `elem`, distinct by a recursive `notElem`, diagonals by `all` over `zip`.
elemNotElem :: Int -> [Int] -> Bool
elemNotElem n qs = length qs == n && all (`elem` [1 .. n]) qs && distinct qs && safe qs
  where
    distinct [] = True
    distinct (q : rest) = q `notElem` rest && distinct rest
    safe [] = True
    safe (q : rest) = all (\(d, r) -> abs (q - r) /= d) (zip [1 ..] rest) && safe rest

-- | Queens placed one by one, each checked against the ones placed before it.
placeOneByOne :: Int -> [Int] -> Bool
placeOneByOne n qs = length qs == n && go [] qs
  where
    go _ [] = True
    go placed (q : rest) =
      q `elem` [1 .. n] && q `notElem` placed
        && and [ abs (q - p) /= d | (d, p) <- zip [1 ..] placed ]
        && go (q : placed) rest

-- | A permutation of the columns (each column somewhere in the list), diagonals by
-- index pairs.
columnsPermuted :: Int -> [Int] -> Bool
columnsPermuted n qs = length qs == n && all (`elem` qs) [1 .. n]
  && and [ abs (a - b) /= j - i | (i, a) <- zip [0 :: Int ..] qs, (j, b) <- zip [0 ..] qs, i < j ]

-- | (name, query) for each phrasing.
backtrackingQueens :: [(String, Int -> Query [Int])]
backtrackingQueens =
  [ ("nub, elem, !!", [g2query| \(n :: Int) -> ?(qs :: [Int]) | nubElem n qs |])
  , ("elem, notElem, all", [g2query| \(n :: Int) -> ?(qs :: [Int]) | elemNotElem n qs |])
  , ("placed one by one, notElem", [g2query| \(n :: Int) -> ?(qs :: [Int]) | placeOneByOne n qs |])
  , ("columns permuted, elem", [g2query| \(n :: Int) -> ?(qs :: [Int]) | columnsPermuted n qs |])
  ]
