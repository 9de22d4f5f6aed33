module ErrInfiniteGuard where

safeRoot :: Double -> Double
safeRoot x
  | x > 0 = sqrt x
  | x == 0 = 0

run :: String
run = show (map safeRoot [4, 0]) ++ show (safeRoot (-1))
