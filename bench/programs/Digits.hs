-- | Everyday arithmetic on the decimal digits of a symbolic Int, for bench/run.py's search
-- rows: divisions by constants (Note [Division by a constant] in
-- rust-core/src/smt/division.rs).
module Digits where

digitSum :: Int -> Int
digitSum 0 = 0
digitSum n = n `mod` 10 + digitSum (n `div` 10)

digits :: Int -> [Int]
digits n | n < 10 = [n]
         | otherwise = digits (n `div` 10) ++ [n `mod` 10]

armstrong :: Int -> Bool
armstrong n = n == sum [d ^ length ds | d <- ds] where ds = digits n

palindrome :: Int -> Bool
palindrome n = let s = show n in s == reverse s

perfect :: Int -> Bool
perfect n = n == sum [d | d <- [1 .. n - 1], n `mod` d == 0]

fizz :: Int -> String
fizz n | n `mod` 15 == 0 = "FizzBuzz"
       | n `mod` 3 == 0 = "Fizz"
       | n `mod` 5 == 0 = "Buzz"
       | otherwise = show n

toBase :: Int -> Int -> [Int]
toBase b 0 = []
toBase b n = toBase b (n `quot` b) ++ [n `rem` b]

luhn :: Int -> Bool
luhn n = total `mod` 10 == 0
  where ds = reverse (digits n)
        total = sum (zipWith ($) (cycle [id, dbl]) ds)
        dbl d = let e = 2 * d in if e > 9 then e - 9 else e

width :: Int -> Int
width n = length (show n)

-- The steps of the Collatz sequence from n to 1, written as a user would (a strict
-- accumulator, `even`, `div`).
collatz :: Int -> Int
collatz n = go 0 n
  where
    go :: Int -> Int -> Int
    go k 1 = k
    go k m = k `seq` go (k + 1) (if even m then m `div` 2 else 3 * m + 1)
