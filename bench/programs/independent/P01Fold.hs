-- Strict accumulators with foldl': running statistics, a strict record accumulator,
-- bang-pattern loops, and a Collatz maximum.
{-# LANGUAGE BangPatterns #-}
module P01Fold where

import Data.List (foldl')

data Acc = Acc { cnt :: !Int, total :: !Int, sq :: !Int, lo :: !Int, hi :: !Int }

emptyAcc :: Acc
emptyAcc = Acc 0 0 0 maxBound minBound

step :: Acc -> Int -> Acc
step (Acc c t s l h) x = Acc (c + 1) (t + x) (s + x * x) (min l x) (max h x)

summarize :: [Int] -> String
summarize xs =
  let Acc c t s l h = foldl' step emptyAcc xs
   in "n=" ++ show c ++ " sum=" ++ show t ++ " sumsq=" ++ show s ++ " min=" ++ show l ++ " max=" ++ show h

lcg :: Int -> Int
lcg x = (x * 1103515245 + 12345) `mod` 2147483648

randoms :: Int -> Int -> [Int]
randoms seed n = map (`mod` 1000) (take n (tail (iterate lcg seed)))

sumTo :: Int -> Int
sumTo n = go 0 1
  where
    go !acc i
      | i > n = acc
      | otherwise = go (acc + i * i `mod` 7) (i + 1)

collatz :: Int -> Int
collatz n = go 0 n
  where
    go !k 1 = k
    go !k m = go (k + 1) (if even m then m `div` 2 else 3 * m + 1)

bestCollatz :: Int -> (Int, Int)
bestCollatz n = foldl' pick (1, 0) [1 .. n]
  where
    pick (!b, !bl) i = let l = collatz i in if l > bl then (i, l) else (b, bl)

histogram :: [Int] -> [Int]
histogram xs = foldl' bump (replicate 10 0) xs
  where
    bump hs x = let b = x `div` 100 in [if i == b then h + 1 else h | (i, h) <- zip [0 ..] hs]

p01 :: String
p01 =
  summarize (randoms 42 40000)
    ++ " | " ++ show (sumTo 400000)
    ++ " | " ++ show (bestCollatz 8000)
    ++ " | " ++ show (histogram (randoms 7 3000))
