-- infer: prop_append (seed 002, section 5.2.3: a weak guess for append is refuted)
module AppendGe where

{-@ append :: xs:[a] -> ys:[a] -> [a] @-}
append :: [a] -> [a] -> [a]
append [] ys = ys
append (x : xs) ys = x : append xs ys

{-@ prop_append :: [Int] -> [Int] -> {v:Bool | v} @-}
prop_append :: [Int] -> [Int] -> Bool
prop_append xs ys = length (append xs ys) >= length xs
