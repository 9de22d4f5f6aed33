module IntegerBig where

run :: String
run = unlines
  [ show (2 ^ (64 :: Int) :: Integer)
  , show (product [1 .. 30 :: Integer] `div` product [1 .. 28])
  , show (negate (3 ^ (40 :: Int)) :: Integer)
  , show ((10 ^ (20 :: Int) + 7) `mod` (97 :: Integer), (-17) `divMod` (5 :: Integer), (-17) `quotRem` (5 :: Integer))
  , show (compare (2 ^ (70 :: Int)) (3 ^ (44 :: Int) :: Integer))
  ]
