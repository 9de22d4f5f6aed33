module DigitSum where

digits :: Integer -> [Int]
digits 0 = []
digits n = fromIntegral (n `mod` 10) : digits (n `div` 10)

run :: String
run = show (sum (digits (2 ^ (100 :: Int)))) ++ " " ++ show (reverse (digits 9876543210))
