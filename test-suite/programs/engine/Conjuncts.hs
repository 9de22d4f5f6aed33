-- | Assumed conjunctions run in parallel (rust-core/src/reduce/conjunct.rs): tests in
-- rust-core/tests/cli.rs.
module Conjuncts where

import Data.List (nub)

-- | 8-queens with the length check last (the G2Q chapter's Figure 3.16): sequentially,
-- the pair constraints of every list length are explored before the length check.
queensLast :: [Int] -> Bool
queensLast qs = all legal qs && all safe pairs && length qs == 8
  where
    legal q = 1 <= q && q <= 8
    pairs = [(i, j) | i <- [0 .. 7], j <- [i + 1 .. 7]]
    safe (i, j) =
      let a = qs !! i
          b = qs !! j
      in a /= b && b - a /= j - i && b - a /= i - j

ident :: [Int] -> [Int]
ident xs = xs

-- | The left conjunct is never True, so sequential evaluation never reaches the right
-- one, which the engine cannot run on a symbolic Double (decodeFloat).
contradictionThenUnsupported :: Int -> Double -> Bool
contradictionThenUnsupported n d = (n < 0 && n > 0) && fst (decodeFloat d) == 1

-- | Here the other conjunct can be True, so whether the whole is True depends on what
-- the engine cannot run: it must say so, not report nothing.
unsupportedAndSatisfiable :: Int -> Double -> Bool
unsupportedAndSatisfiable n d = fst (decodeFloat d) == 1 && n > 0

-- | n-queens with columns by `elem`, distinct by `nub`, diagonals by `!!`: each queen
-- splits over the columns, and the comparisons that follow are of queens the path has
-- fixed (Note [Fixed variables] in rust-core/src/reduce/machine/fixed.rs).
queensNub :: Int -> [Int] -> Bool
queensNub n qs = length qs == n && all (`elem` [1 .. n]) qs && nub qs == qs
  && and [ abs (qs !! i - qs !! j) /= j - i | i <- [0 .. n - 1], j <- [i + 1 .. n - 1] ]

queensNub5 :: [Int] -> Bool
queensNub5 = queensNub 5

-- | A permutation of [1,2] summing to 10: none exists. `sum` only grows the list
-- (a constructor choice per element) while `isPerm` bounds it with a branch on each
-- element (Note [Choices do not starve branches] in rust-core/src/reduce/conjunct.rs).
isPerm :: [Int] -> [Int] -> Bool
isPerm [] ys = null ys
isPerm (x : xs) ys = x `isIn` ys && isPerm xs (without x ys)
  where
    isIn _ [] = False
    isIn a (b : bs) = a == b || isIn a bs
    without _ [] = []
    without a (b : bs) = if a == b then bs else b : without a bs

permSummingTo10 :: [Int] -> Bool
permSummingTo10 ys = isPerm ys [1, 2] && sum ys == 10

-- | No list: its elements would be above 200 and below 100 (Note [Splits take turns]).
-- Each `all` splits per element; the second's branch on the first element ends the path.
twoBounds :: [Int] -> Bool
twoBounds xs = length xs == 2 && all (> 200) xs && all (< 100) xs
