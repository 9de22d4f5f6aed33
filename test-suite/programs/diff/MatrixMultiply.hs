module MatrixMultiply where

type Matrix = [[Integer]]

mmul :: Matrix -> Matrix -> Matrix
mmul a b = [[sum (zipWith (*) row col) | col <- cols] | row <- a]
  where cols = foldr (zipWith (:)) (repeat []) b

mpow :: Matrix -> Int -> Matrix
mpow a 1 = a
mpow a n = mmul a (mpow a (n - 1))

run :: String
run = show (mmul [[1, 2], [3, 4]] [[5, 6], [7, 8]]) ++ "\n" ++ show (mpow [[1, 1], [1, 0]] 30)
