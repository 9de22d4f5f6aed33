-- infer: prop_take (needs `n >= 0 => len v <= n`: a disjunction, outside the grammar)
module Take where

{-@ takeL :: n:Int -> xs:[a] -> [a] @-}
takeL :: Int -> [a] -> [a]
takeL n (x : xs) | n > 0 = x : takeL (n - 1) xs
takeL _ _ = []

{-@ prop_take :: {n:Int | n >= 0} -> [Int] -> {v:Bool | v} @-}
prop_take :: Int -> [Int] -> Bool
prop_take n xs = length (takeL n xs) <= n
