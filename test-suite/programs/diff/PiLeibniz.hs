module PiLeibniz where

piApprox :: Int -> Double
piApprox n = 4 * sum [(if even k then 1 else -1) / fromIntegral (2 * k + 1) | k <- [0 .. n]]

run :: String
run = show (piApprox 10) ++ " " ++ show (piApprox 1000) ++ " " ++ show (truncate (piApprox 100 * 1000) :: Int)
