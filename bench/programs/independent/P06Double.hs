-- Double math: Newton's square root, Simpson integration, a Taylor series for sin,
-- a mean/stddev, a logistic map, and rounding/truncation and show of Doubles.
module P06Double where

newton :: Double -> Double
newton x = go x 0
  where
    go g i
      | i >= (40 :: Int) || abs (g * g - x) < 1e-12 = g
      | otherwise = go ((g + x / g) / 2) (i + 1)

simpson :: (Double -> Double) -> Double -> Double -> Int -> Double
simpson f lo hi n =
  let hh = (hi - lo) / fromIntegral n
      xs = [lo + fromIntegral i * hh | i <- [0 .. n]]
      coef i | i == 0 || i == n = 1
             | odd i = 4
             | otherwise = 2
   in hh / 3 * sum [coef i * f x | (i, x) <- zip [0 ..] xs]

sinSeries :: Double -> Double
sinSeries x = sum (take 12 terms)
  where terms = [(-1) ^ k * x ^ (2 * k + 1) / fromIntegral (product [1 .. 2 * k + 1]) | k <- [0 :: Int ..]]

meanStd :: [Double] -> (Double, Double)
meanStd xs =
  let n = fromIntegral (length xs)
      m = sum xs / n
      v = sum [(x - m) ^ (2 :: Int) | x <- xs] / n
   in (m, sqrt v)

logistic :: Double -> Int -> Double
logistic r k = iterate (\x -> r * x * (1 - x)) 0.5 !! k

roundTo :: Int -> Double -> Double
roundTo d x = fromIntegral (round (x * 10 ^ d) :: Integer) / 10 ^ d

p06 :: String
p06 =
  show (map (roundTo 6 . newton) [2, 3, 10, 12345])
    ++ " " ++ show (roundTo 8 (simpson (\x -> x * x * exp (-x)) 0 5 100000))
    ++ " " ++ show (roundTo 8 (sum (map sinSeries [0, 0.001 .. 3])))
    ++ " " ++ show (meanStd [fromIntegral (i `mod` 97) * 0.5 | i <- [1 .. 100000 :: Int]])
    ++ " " ++ show (logistic 3.7 1000)
    ++ " " ++ show (map (\x -> (floor x :: Int, ceiling x :: Int, truncate x :: Int, round x :: Int)) [2.5, -2.5, 3.5, 1.4999])
    ++ " " ++ show (1 / 3 :: Double, 1.0e-2 :: Double, 123456789.125 :: Double, 0.1 + 0.2 :: Double)
    ++ " " ++ show (sqrt 2 * pi, atan2 1 (-1) :: Double)
