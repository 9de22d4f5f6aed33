module NewtonSqrt where

newton :: Double -> Double
newton a = go a 0
  where
    go :: Double -> Int -> Double
    go x k | k >= 30 || abs (x * x - a) < 1e-12 = x
           | otherwise = go ((x + a / x) / 2) (k + 1)

run :: String
run = unlines [show (newton a) | a <- [2, 9, 10, 0.25, 1e6]]
