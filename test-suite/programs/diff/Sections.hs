module Sections where

run :: String
run = show (map (subtract 1) [1, 2, 3 :: Int], map (2 ^) [0 .. 5 :: Int], map (^ (2 :: Int)) [1 .. 5 :: Int], filter (`elem` "aeiou") "education")
  ++ show ((`div` 2) 9 :: Int, (2 `div`) 9 :: Int, (. (* 2)) (+ 1) (5 :: Int))
