-- | Assumed conjunctions run in parallel (rust-core/src/reduce/conjunct.rs): tests in
-- rust-core/tests/cli.rs.
module Conjuncts where

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
