module PowMod where

powMod :: Integer -> Integer -> Integer -> Integer
powMod _ 0 m = 1 `mod` m
powMod b e m
  | even e = let h = powMod b (e `div` 2) m in h * h `mod` m
  | otherwise = b * powMod b (e - 1) m `mod` m

run :: String
run = show [powMod 2 10 1000, powMod 3 200 1000007, powMod 7 0 13, powMod 12345 6789 99991]
