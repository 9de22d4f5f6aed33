-- | floor, ceiling, round, truncate and properFraction on Double and Float, at Int and
-- Integer: models of GHC.Float's RealFrac methods (G2.Models.RealFrac), which work
-- through primops within Int's range (so that a symbolic Double runs) and through
-- decodeFloat outside it. Halves round to even; -0.0's fraction is 0.0.
module RealFracDouble where

values :: [Double]
values =
  [ 0, -0.0, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 3.7, -3.7, 1e-300, -5e-324
  , 4503599627370495.5, -4503599627370495.5, 9007199254740993, 9.223372036854775e18
  , -9.223372036854775808e18, 1e19, -1e19, 1 / 0, 0.49999999999999994 ]

isSquare :: Int -> Bool
isSquare n = let r = floor (sqrt (fromIntegral n :: Double)) in r * r == n

cents :: Double -> Int
cents x = round (x * 100)

bucket :: Float -> Int
bucket x = truncate (x / 10)

run :: String
run =
  show [ (floor x :: Int, ceiling x :: Integer, round x :: Integer, truncate x :: Int) | x <- values ]
    ++ show [ properFraction x :: (Integer, Double) | x <- values ]
    ++ show [ (floor y :: Integer, round y :: Int, properFraction y :: (Int, Float))
            | x <- values, let y = realToFrac x :: Float ]
    ++ show (filter isSquare [0 .. 50], map cents [0.125, 2.675, -1.005], map bucket [-15, 99.9, 1e9])
