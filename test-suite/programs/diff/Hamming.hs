module Hamming where

hamming :: [Integer]
hamming = 1 : merge3 (map (* 2) hamming) (map (* 3) hamming) (map (* 5) hamming)
  where
    merge3 a b c = merge a (merge b c)
    merge xx@(x : xs) yy@(y : ys)
      | x < y = x : merge xs yy
      | x > y = y : merge xx ys
      | otherwise = x : merge xs ys
    merge xs [] = xs
    merge [] ys = ys

run :: String
run = show (take 20 hamming) ++ " " ++ show (hamming !! 300)
