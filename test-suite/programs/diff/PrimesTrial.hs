module PrimesTrial where

isPrime :: Int -> Bool
isPrime n | n < 2 = False
          | otherwise = all (\d -> n `mod` d /= 0) (takeWhile (\d -> d * d <= n) [2 ..])

run :: String
run = show (filter isPrime [1 .. 60]) ++ " " ++ show (length (filter isPrime [1 .. 1000]))
