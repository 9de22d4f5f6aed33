-- infer: prop_snoc (adding at the end: needs len v = len xs + 1)
module Snoc where

{-@ snoc :: xs:[a] -> x:a -> [a] @-}
snoc :: [a] -> a -> [a]
snoc [] x = [x]
snoc (y : ys) x = y : snoc ys x

{-@ prop_snoc :: [Int] -> {v:Bool | v} @-}
prop_snoc :: [Int] -> Bool
prop_snoc xs = length (snoc xs 0) == length xs + 1
