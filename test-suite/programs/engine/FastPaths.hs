-- Base's Int code as everyday programs call it (`odd`, `div`, `+` through their
-- classes), which the engine runs through its fast paths on concrete values (Notes
-- [Concrete primitive calls], [Case of an evaluated variable], [Saturated calls of
-- heads] and [Evaluated globals and applied lambdas] in
-- rust-core/src/reduce/machine/fast.rs) and through the general rules on symbolic ones.
module FastPaths where

-- The number of terms of n's Collatz sequence, down to 1.
collatzLength :: Int -> Int
collatzLength n
  | n == 1 = 1
  | odd n = 1 + collatzLength (3 * n + 1)
  | otherwise = 1 + collatzLength (n `div` 2)

-- All concrete: 27's sequence has 111 steps, 112 terms.
collatz27 :: Int
collatz27 = collatzLength 27
