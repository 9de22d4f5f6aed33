-- infer: prop_halve (every other element: needs 2 * len v <= len xs + 1, a coefficient of 2)
module Halve where

{-@ evens :: xs:[a] -> [a] @-}
evens :: [a] -> [a]
evens (x : _ : rest) = x : evens rest
evens xs = xs

{-@ prop_halve :: [Int] -> {v:Bool | v} @-}
prop_halve :: [Int] -> Bool
prop_halve xs = 2 * length (evens xs) <= length xs + 1
