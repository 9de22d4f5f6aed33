-- zip/zipWith/zipWith3, replicate/concat, transpose and matrix products with lists,
-- a where-heavy recursive Pascal triangle, and a moving average.
module P14Zips where

import Data.List (transpose)

type Matrix = [[Int]]

mmul :: Matrix -> Matrix -> Matrix
mmul a b = [[sum (zipWith (*) r c) | c <- cols] | r <- a]
  where cols = transpose b

identity :: Int -> Matrix
identity n = [[if i == j then 1 else 0 | j <- [1 .. n]] | i <- [1 .. n]]

mpow :: Matrix -> Int -> Matrix
mpow m 0 = identity (length m)
mpow m k
  | even k = half `mmul` half
  | otherwise = m `mmul` mpow m (k - 1)
  where
    half = mpow m (k `div` 2)

pascal :: Int -> [[Int]]
pascal n = take n (iterate next [1])
  where
    next row = zipWith (+) (0 : row) (row ++ [0])

movingAvg :: Int -> [Int] -> [Int]
movingAvg k xs = zipWith3 (\a b c -> (a + b + c) `div` k) xs (drop 1 xs) (drop 2 xs)

checkerboard :: Int -> String
checkerboard n = concat [concat (replicate (n `div` 2) (if even r then "#." else ".#")) ++ "\n" | r <- [1 .. n]]

dot3 :: [Int] -> [Int] -> [Int] -> Int
dot3 xs ys zs = sum (zipWith3 (\x y z -> x * y - z) xs ys zs)

p14 :: String
p14 =
  let m = [[(i * j + 1) `mod` 7 | j <- [1 .. 30]] | i <- [1 .. 30]]
      p = mpow m 21
   in show (sum (map sum p) `mod` 1000003, head p)
        ++ " " ++ show (map sum (pascal 25), last (pascal 30) !! 15)
        ++ " " ++ show (take 10 (movingAvg 3 [x * x `mod` 37 | x <- [1 .. 200000]]), sum (movingAvg 3 [1 .. 200000]))
        ++ " " ++ show (length (filter (== '#') (checkerboard 400)))
        ++ " " ++ show (dot3 [1 .. 200000] [60000, 59999 .. 1] (cycle [1, 2, 3]))
        ++ " " ++ show (zip3 "abc" [1 :: Int ..] (replicate 3 True), unzip (zip [1 :: Int .. 5] "hello"))
