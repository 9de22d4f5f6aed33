module Operators where

infixl 6 |+|
(|+|) :: (Int, Int) -> (Int, Int) -> (Int, Int)
(a, b) |+| (c, d) = (a + c, b + d)

infixl 1 |>
(|>) :: a -> (a -> b) -> b
x |> f = f x

run :: String
run = show ((1, 2) |+| (3, 4) |+| (10, 20)) ++ " " ++ ([3, 1, 2 :: Int] |> map (* 2) |> show) ++ " " ++ show (foldr1 (|+|) [(1, 1), (2, 2), (3, 3)])
