module GuardsWhere where

classify :: Int -> String
classify n
  | n < 0 = "negative"
  | n == 0 = "zero"
  | isSmall = "small " ++ parity
  | otherwise = "large " ++ parity
  where
    isSmall = n < 10
    parity | even n = "even"
           | otherwise = "odd"

bmi :: Double -> Double -> String
bmi w h
  | v <= 18.5 = "under"
  | v <= 25.0 = "normal"
  | otherwise = "over"
  where v = w / h ^ (2 :: Int)

run :: String
run = unwords (map classify [-5, 0, 3, 8, 11, 100]) ++ " " ++ unwords [bmi 50 1.8, bmi 70 1.75, bmi 100 1.7]
