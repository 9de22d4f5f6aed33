-- | Arithmetic on the decimal digits of an Int: divisions by the constant 10 (Note
-- [Division by a constant] in rust-core/src/smt/division.rs), and paths that many
-- inputs take (Note [Further inputs of a path] in rust-core/src/search/explore.rs).
module Digits where

digits :: Int -> [Int]
digits n
  | n < 10 = [n]
  | otherwise = digits (n `div` 10) ++ [n `mod` 10]

-- | Equal to the sum of its digits each raised to the number of digits.
armstrong :: Int -> Bool
armstrong n = n == sum [d ^ length ds | d <- ds]
  where
    ds = digits n

digitSum :: Int -> Int
digitSum 0 = 0
digitSum n = n `rem` 10 + digitSum (n `quot` 10)

-- | The number of characters `show` gives.
width :: Int -> Int
width n = length (show n)

-- | Equal to the sum of its proper divisors: a remainder by each d below n.
perfect :: Int -> Bool
perfect n = n == sum [d | d <- [1 .. n - 1], n `mod` d == 0]

-- The steps of the Collatz sequence from n to 1 (a strict accumulator, `even`, `div`).
collatz :: Int -> Int
collatz n = go 0 n
  where
    go :: Int -> Int -> Int
    go k 1 = k
    go k m = k `seq` go (k + 1) (if even m then m `div` 2 else 3 * m + 1)

fiveSteps :: Int -> Bool
fiveSteps n = collatz n == 5

-- Whether n is a square, through the floor of a Double square root (floor of a symbolic
-- Double: G2.Models.RealFrac).
isSquare :: Int -> Bool
isSquare n = let r = floor (sqrt (fromIntegral n :: Double)) in r * r == n

-- An Int scaled by a power of two as a Double (encodeFloat of a symbolic mantissa).
eighths :: Int -> Double
eighths n = encodeFloat (toInteger n) (-3)

-- Two quotients of unknowns (a nonlinear path: Note [Small models first]).
nestedQuot :: Int -> Int -> Int -> Int
nestedQuot a b c = let x = a `quot` b in x + x `quot` c
