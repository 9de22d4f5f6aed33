-- Base's Int code as everyday programs call it (`even`, `div`, `+` through their
-- classes), which the engine runs through its fast paths on concrete values (Notes
-- [Concrete primitive calls], [Case of an evaluated variable] and [Saturated calls of
-- heads] in rust-core/src/reduce/machine/fast.rs) and through the general rules on
-- symbolic ones.
module FastPaths where

-- The number of terms of n's Collatz sequence, down to 1.
collatzLength :: Int -> Int
collatzLength = go 1
  where
    go acc 1 = acc
    go acc k
      | even k = go (acc + 1) (k `div` 2)
      | otherwise = go (acc + 1) (3 * k + 1)

-- All concrete: 27's sequence has 111 steps, 112 terms.
collatz27 :: Int
collatz27 = collatzLength 27
