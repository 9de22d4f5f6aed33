module IntOverflow where

run :: String
run = show (maxBound + 1 :: Int, (minBound :: Int) - 1, 2 ^ (63 :: Int) :: Int, abs (minBound :: Int), negate (minBound :: Int))
  ++ show (fromIntegral (300 :: Int) `mod` (256 :: Int), toInteger (maxBound :: Int) + 1, fromInteger (2 ^ (64 :: Int) + 5) :: Int)
