module EulerSums where

run :: String
run = show (sum [x | x <- [1 .. 999 :: Int], x `mod` 3 == 0 || x `mod` 5 == 0])
   ++ " " ++ show (sum (filter even (takeWhile (< 4000000) fibs)))
   ++ " " ++ show ((sum [1 .. 100]) ^ (2 :: Int) - sum (map (^ (2 :: Int)) [1 .. 100 :: Int]))
  where fibs = 1 : 2 : zipWith (+) fibs (tail fibs) :: [Int]
