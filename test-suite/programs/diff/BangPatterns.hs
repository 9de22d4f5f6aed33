{-# LANGUAGE BangPatterns #-}
module BangPatterns where

sumTo :: Int -> Int
sumTo n = go 0 1
  where go !acc i | i > n = acc
                  | otherwise = go (acc + i) (i + 1)

mean :: [Double] -> Double
mean = go 0 0
  where go :: Double -> Int -> [Double] -> Double
        go !s !k [] = s / fromIntegral k
        go !s !k (x : xs) = go (s + x) (k + 1) xs

run :: String
run = show (sumTo 10000) ++ " " ++ show (mean [1, 2, 3, 4]) ++ " " ++ show (let !x = 3 + 4 :: Int in x * x)
