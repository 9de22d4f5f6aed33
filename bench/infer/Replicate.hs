-- infer: prop_rep (needs n >= 0 => len v = n, and len v = 0 below: a disjunction, outside the grammar)
module Replicate where

{-@ rep :: n:Int -> x:a -> [a] @-}
rep :: Int -> a -> [a]
rep n x
  | n <= 0 = []
  | otherwise = x : rep (n - 1) x

{-@ prop_rep :: {n:Int | n >= 0} -> {v:Bool | v} @-}
prop_rep :: Int -> Bool
prop_rep n = length (rep n 'a') == n
