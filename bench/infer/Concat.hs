-- infer: prop_concat (append must keep lengths exactly; concat, as in seed 002 Example 1, is not needed by the property)
module Concat where
import Prelude hiding (concat)

{-@ append :: xs:[a] -> ys:[a] -> [a] @-}
append :: [a] -> [a] -> [a]
append [] ys = ys
append (x : xs) ys = x : append xs ys

{-@ concat :: xss:[[a]] -> [a] @-}
concat :: [[a]] -> [a]
concat [] = []
concat (xs : xss) = append xs (concat xss)

{-@ prop_concat :: [Int] -> [Int] -> {v:Bool | v} @-}
prop_concat :: [Int] -> [Int] -> Bool
prop_concat xs ys = length (append xs ys) == length xs + length ys
