-- infer: prop_map (a map keeps the length)
module MapLen where

{-@ doubleAll :: xs:[Int] -> [Int] @-}
doubleAll :: [Int] -> [Int]
doubleAll [] = []
doubleAll (x : xs) = 2 * x : doubleAll xs

{-@ prop_map :: [Int] -> {v:Bool | v} @-}
prop_map :: [Int] -> Bool
prop_map xs = length (doubleAll xs) == length xs
