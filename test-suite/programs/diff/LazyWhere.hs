module LazyWhere where

collatzMax :: Int -> Int
collatzMax n = if n < 0 then expensive else n * 2
  where expensive = error "expensive branch forced"

run :: String
run = show (map collatzMax [1, 2, 3]) ++ show (zip [1 :: Int ..] "abc")
