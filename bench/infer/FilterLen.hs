-- infer: prop_filter (a filter never lengthens)
module FilterLen where

{-@ positives :: xs:[Int] -> [Int] @-}
positives :: [Int] -> [Int]
positives [] = []
positives (x : xs) = if x > 0 then x : positives xs else positives xs

{-@ prop_filter :: [Int] -> {v:Bool | v} @-}
prop_filter :: [Int] -> Bool
prop_filter xs = length (positives xs) <= length xs
