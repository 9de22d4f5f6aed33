-- infer: prop_drop (dropping never lengthens: needs len v <= len xs)
module Drop where

{-@ dropL :: n:Int -> xs:[a] -> [a] @-}
dropL :: Int -> [a] -> [a]
dropL n xs | n <= 0 = xs
dropL _ [] = []
dropL n (_ : xs) = dropL (n - 1) xs

{-@ prop_drop :: Int -> [Int] -> {v:Bool | v} @-}
prop_drop :: Int -> [Int] -> Bool
prop_drop n xs = length (dropL n xs) <= length xs
