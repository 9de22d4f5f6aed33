-- infer: prop_rev (an accumulator: the helper's spec must be inductive)
module Reverse where

{-@ revApp :: xs:[a] -> acc:[a] -> [a] @-}
revApp :: [a] -> [a] -> [a]
revApp [] acc = acc
revApp (x : xs) acc = revApp xs (x : acc)

{-@ prop_rev :: [Int] -> {v:Bool | v} @-}
prop_rev :: [Int] -> Bool
prop_rev xs = length (revApp xs []) == length xs
