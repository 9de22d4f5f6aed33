module DoubleMath where

run :: String
run = unlines
  [ show (sqrt 2 :: Double)
  , show (1 / 3 :: Double)
  , show (fromIntegral (floor (2.7 :: Double) :: Int) + 0.5 :: Double)
  , show (round (2.5 :: Double) :: Int, round (3.5 :: Double) :: Int, ceiling (2.1 :: Double) :: Int)
  , show (0.1 + 0.2 :: Double)
  , show (1.0e-3 :: Double, 1.5e7 :: Double, 123456.789 :: Double)
  , show (-0.5 :: Double)
  ]
