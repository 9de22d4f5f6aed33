module LazyAnd where

run :: String
run = show (any (> 10) [1 :: Int ..]) ++ show (takeWhile (/= ' ') (cycle "word ")) ++ show (elem 99 [1 :: Int, 3 ..] || True)
  ++ show (False && undefined) ++ show (null (repeat ()))
