-- Predicates that crash themselves (Note [Crashing predicates] in
-- rust-core/src/search/query.rs): `maximum []` in an assertion, `minimum []` in an
-- assumption.
module CrashingPredicates where

-- The mean of some scores; by design 0 for none, and (a bug) twice the score of one.
average :: [Int] -> Int
average [] = 0
average [x] = 2 * x
average xs = sum xs `div` length xs

-- 100 shared among the items; (a bug) -1 for none.
share :: [Int] -> Int
share xs = if null xs then -1 else 100 `div` length xs
