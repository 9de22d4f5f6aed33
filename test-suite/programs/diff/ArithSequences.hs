module ArithSequences where

run :: String
run = unlines
  [ show [1, 3 .. 20 :: Int]
  , show [10, 8 .. 1 :: Int]
  , ['a' .. 'z']
  , ['a', 'c' .. 'p']
  , show [5 .. 1 :: Int]
  , show [1.0, 1.5 .. 3.0 :: Double]
  , show (take 5 [100, 90 ..] :: [Integer])
  , show [False ..]
  ]
