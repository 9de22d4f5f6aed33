-- | Functions whose symbolic runs go through base's `abs`, `signum`, `min` and `max` at
-- Int, whose alternatives the engine merges instead of splitting the path (Note [Merged
-- alternatives] in rust-core/src/reduce/machine/merge.rs). The tests in
-- rust-core/tests/cli.rs check that the merged paths keep GHC's exact meaning.
module Merged where

-- | Never negative, except when x - y is minBound: abs minBound == minBound in GHC.
distance :: Int -> Int -> Int
distance x y = abs (x - y)

-- | Within [lo, hi] whenever lo <= hi.
clamp :: Int -> Int -> Int -> Int
clamp lo hi x = max lo (min hi x)

-- | The length of a walk: one abs per step (2^n paths for n steps without merging).
walk :: [Int] -> Int
walk steps = sum (map abs steps)

-- | signum has three alternatives.
signs :: [Int] -> [Int]
signs = map signum

-- | A user's own absolute value through a guard on the boxed Int.
myAbs :: Int -> Int
myAbs x
  | x < 0 = negate x
  | otherwise = x

-- | A user's own max: `if` on a comparison whose branches are the compared values.
bigger :: Int -> Int -> Int
bigger x y = if x > y then x else y

-- | Counting with `if ... then 1 else 0`.
countPositive :: [Int] -> Int
countPositive xs = sum [ if x > 0 then 1 else 0 | x <- xs ]

-- | Both branches concrete: they stay concrete (split, not merged), so `exp`, which has
-- no symbolic form, still runs on each.
growth :: Int -> Int -> Double
growth x y = exp (if x > y then 1.0 else 2.0)
