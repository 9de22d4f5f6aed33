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

-- A lazy accumulator: `foldl` leaves `acc + x` a chain of thunks until the end, and
-- forcing it returns each sum through an update frame into the `case` that unboxes it
-- (Note [Returns through update frames]); each `Int`'s `I# (x +# y)` has its operand
-- computed when the argument is made (Note [Unlifted arguments] in
-- rust-core/src/reduce/machine/unlifted.rs). 1 + 2 + .. + 300 = 300 * 301 / 2.
sum300 :: Int
sum300 = foldl (+) 0 [1 .. 300]
