-- infer: prop_zip (zip is no longer than its first list)
module ZipLen where

{-@ zipL :: xs:[a] -> ys:[b] -> [(a, b)] @-}
zipL :: [a] -> [b] -> [(a, b)]
zipL (x : xs) (y : ys) = (x, y) : zipL xs ys
zipL _ _ = []

{-@ prop_zip :: [Int] -> [Int] -> {v:Bool | v} @-}
prop_zip :: [Int] -> [Int] -> Bool
prop_zip xs ys = length (zipL xs ys) <= length xs
