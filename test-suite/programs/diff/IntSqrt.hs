module IntSqrt where

isqrt :: Int -> Int
isqrt n = go n
  where go x = let y = (x + n `div` x) `div` 2 in if y >= x then x else go y

run :: String
run = show (map isqrt [1, 2, 3, 4, 15, 16, 17, 99, 100, 1000000, 123456789])
