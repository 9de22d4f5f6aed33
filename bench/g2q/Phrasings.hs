{-# LANGUAGE QuasiQuotes #-}
{-# OPTIONS_GHC -fplugin=G2.Plugin #-}
-- | Case studies written the ways people write them (issue 15: "a search that does not
-- depend on how a predicate is phrased"), for bench/run.py --g2q next to the paper's
-- formulations (G2Q.CaseStudies): n-queens (each answer checked by the case study's
-- own allQueensSafe), sumToN and the Mul/Add search (answers checked by Bench.hs).
module Phrasings (phrasings, sumToNPhrasings, mulAddPhrasings) where

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
phrasings :: [(String, Int -> Query [Int])]
phrasings =
  [ ("zip, abs, comprehension", [g2query| \(n :: Int) -> ?(qs :: [Int]) | zipAbs n qs |])
  , ("zip, two diagonals", [g2query| \(n :: Int) -> ?(qs :: [Int]) | zipTwoDiagonals n qs |])
  , ("recursive helper, all", [g2query| \(n :: Int) -> ?(qs :: [Int]) | recursive n qs |])
  , ("zipWith, length last", [g2query| \(n :: Int) -> ?(qs :: [Int]) | lengthLast n qs |])
  , ("nub, elem, !!", [g2query| \(n :: Int) -> ?(qs :: [Int]) | nubElem n qs |])
  , ("elem, notElem, all", [g2query| \(n :: Int) -> ?(qs :: [Int]) | elemNotElem n qs |])
  , ("placed one by one, notElem", [g2query| \(n :: Int) -> ?(qs :: [Int]) | placeOneByOne n qs |])
  , ("columns permuted, elem", [g2query| \(n :: Int) -> ?(qs :: [Int]) | columnsPermuted n qs |])
  ]

-- sumToN (Figure 3.2): a non-empty list of elements of xs that sums to n. -------------

-- | foldr for the sum, a filter for the elements outside xs.
sumFoldrFilter :: Int -> [Int] -> [Int] -> Bool
sumFoldrFilter n xs ys = not (null ys) && foldr (+) 0 ys == n && null (filter (`notElem` xs) ys)

-- | One pass of explicit recursion with an accumulator.
sumRecursive :: Int -> [Int] -> [Int] -> Bool
sumRecursive n xs ys = not (null ys) && go 0 ys
  where
    go acc [] = acc == n
    go acc (y : rest) = y `elem` xs && go (acc + y) rest

-- | A comprehension with `any`, the sum checked last.
sumComprehension :: Int -> [Int] -> [Int] -> Bool
sumComprehension n xs ys = length ys > 0 && and [ any (== y) xs | y <- ys ] && sum ys == n

-- | (name, query) for each phrasing of sumToN.
sumToNPhrasings :: [(String, Int -> [Int] -> Query [Int])]
sumToNPhrasings =
  [ ("foldr, filter notElem", [g2query| \(n :: Int) (xs :: [Int]) -> ?(ys :: [Int]) | sumFoldrFilter n xs ys |])
  , ("recursion, accumulator", [g2query| \(n :: Int) (xs :: [Int]) -> ?(ys :: [Int]) | sumRecursive n xs ys |])
  , ("comprehension, any", [g2query| \(n :: Int) (xs :: [Int]) -> ?(ys :: [Int]) | sumComprehension n xs ys |])
  ]

-- Mul/Add: non-zero x and y with x * y == x + y. ---------------------------------------

-- | Guards in a helper, on Int's own operators.
mulIsAdd :: Int -> Int -> Bool
mulIsAdd x y
  | x == 0 || y == 0 = False
  | otherwise = x * y == x + y

-- | (name, query) for each phrasing of the Mul/Add search.
mulAddPhrasings :: [(String, Query (Int, Int))]
mulAddPhrasings =
  [ ("guards in a helper", [g2query| ?(x :: Int) ?(y :: Int) | mulIsAdd x y |])
  , ("product last, notElem", [g2query| ?(x :: Int) ?(y :: Int) | 0 `notElem` [x, y] && x * y == x + y |])
  ]

