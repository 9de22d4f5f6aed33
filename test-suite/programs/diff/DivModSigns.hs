module DivModSigns where

run :: String
run = show [(a `div` b, a `mod` b, a `quot` b, a `rem` b) | (a, b) <- [(7, 2), (-7, 2), (7, -2), (-7, -2 :: Int)]]
  ++ show (divMod 17 5 :: (Int, Int), quotRem (-17) 5 :: (Int, Int), maxBound :: Int, minBound :: Int)
