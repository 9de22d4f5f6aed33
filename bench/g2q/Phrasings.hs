{-# LANGUAGE QuasiQuotes #-}
{-# OPTIONS_GHC -fplugin=G2.Plugin #-}
-- | Case studies written the ways people write them (issue 15: "a search that does not
-- depend on how a predicate is phrased"), for bench/run.py --g2q next to the paper's
-- formulations (G2Q.CaseStudies): n-queens (each answer checked by the case study's
-- own allQueensSafe; the phrasings that backtrack are G2Q.Backtracking's, which the
-- g2q test suite also runs), sumToN and the Mul/Add search (answers checked by
-- Bench.hs).
module Phrasings
  ( phrasings, sumToNPhrasings, mulAddPhrasings, textPhrasings, noneStrings, noneSorted
  ) where

import Data.Char (isAlpha, isDigit, isLower, isPunctuation, isUpper, toUpper)
import Data.List (isPrefixOf, isSuffixOf, sort)

import G2.Query
import G2Q.Backtracking (backtrackingQueens)

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

-- | (name, query) for each phrasing.
phrasings :: [(String, Int -> Query [Int])]
phrasings =
  [ ("zip, abs, comprehension", [g2query| \(n :: Int) -> ?(qs :: [Int]) | zipAbs n qs |])
  , ("zip, two diagonals", [g2query| \(n :: Int) -> ?(qs :: [Int]) | zipTwoDiagonals n qs |])
  , ("recursive helper, all", [g2query| \(n :: Int) -> ?(qs :: [Int]) | recursive n qs |])
  , ("zipWith, length last", [g2query| \(n :: Int) -> ?(qs :: [Int]) | lengthLast n qs |])
  ] ++ backtrackingQueens

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


-- Text: String predicates as people write them (the phrasing probes of sessions 21 and
-- 22). Each answer is checked by the same predicate, in Haskell. ---------------------

textPhrasings :: [(String, Query String, String -> Bool)]
textPhrasings =
  [ ( "length 5, map toUpper"
    , [g2query| ?(w :: String) | length w == 5 && map toUpper w == "HELLO" |]
    , \w -> length w == 5 && map toUpper w == "HELLO" )
  , ( "not HELLO, all isLower, map toUpper"
    , [g2query| ?(w :: String) | w /= "HELLO" && all isLower w && map toUpper w == "HELLO" |]
    , \w -> w /= "HELLO" && all isLower w && map toUpper w == "HELLO" )
  , ( "words of eight characters"
    , [g2query| ?(w :: String) | length w == 8 && words w == ["hi", "there"] |]
    , \w -> length w == 8 && words w == ["hi", "there"] )
  , ( "four-rule password"
    , [g2query| ?(s :: String) | length s >= 8 && any isDigit s && any isUpper s && any isLower s && any isPunctuation s |]
    , \s -> length s >= 8 && any isDigit s && any isUpper s && any isLower s && any isPunctuation s )
  , ( "length <= 3, read"
    , [g2query| ?(s :: String) | length s <= 3 && read s == (42 :: Int) |]
    , \s -> length s <= 3 && read s == (42 :: Int) )
  ]

-- | String predicates with no answer, each bounded by a length (why, in each name).
noneStrings :: [(String, Query String)]
noneStrings =
  [ ( "palindrome of 3 whose ends differ"
    , [g2query| ?(s :: String) | length s == 3 && s == reverse s && head s /= last s |] )
  , ( "\"ab\" prefix, \"cd\" suffix, 3 characters"
    , [g2query| ?(s :: String) | length s <= 3 && "ab" `isPrefixOf` s && "cd" `isSuffixOf` s |] )
  , ( "two words in 2 characters"
    , [g2query| ?(s :: String) | length s <= 2 && words s == ["a", "b"] |] )
  , ( "all digits, a letter, 4 characters"
    , [g2query| ?(s :: String) | length s <= 4 && all isDigit s && any isAlpha s |] )
  ]

-- | sort keeps the length: no answer.
noneSorted :: Query [Int]
noneSorted = [g2query| ?(xs :: [Int]) | length xs == 3 && sort xs == [1, 2] |]
