-- infer: prop_interleave (alternating two lists: needs len v = len xs + len ys)
module Interleave where

{-@ interleave :: xs:[a] -> ys:[a] -> [a] @-}
interleave :: [a] -> [a] -> [a]
interleave [] ys = ys
interleave (x : xs) ys = x : interleave ys xs

{-@ prop_interleave :: [Int] -> [Int] -> {v:Bool | v} @-}
prop_interleave :: [Int] -> [Int] -> Bool
prop_interleave xs ys = length (interleave xs ys) == length xs + length ys
