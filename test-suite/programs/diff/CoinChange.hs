module CoinChange where

ways :: Int -> [Int] -> Integer
ways 0 _ = 1
ways _ [] = 0
ways n (c : cs)
  | n < 0 = 0
  | otherwise = ways (n - c) (c : cs) + ways n cs

run :: String
run = show (ways 100 [50, 25, 10, 5, 1]) ++ " " ++ show (ways 10 [2, 5, 3, 6])
