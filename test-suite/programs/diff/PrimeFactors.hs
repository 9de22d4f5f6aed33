module PrimeFactors where

factors :: Int -> [Int]
factors n = go n 2
  where
    go 1 _ = []
    go m d
      | d * d > m = [m]
      | m `mod` d == 0 = d : go (m `div` d) d
      | otherwise = go m (d + 1)

run :: String
run = unlines [show n ++ " = " ++ show (factors n) | n <- [2, 12, 97, 360, 1001, 65536, 999999]]
