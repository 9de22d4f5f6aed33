-- infer: prop_adjacent (pairs of neighbours: needs len xs > 0 => len v = len xs - 1, an implication, outside the grammar)
module Adjacent where

{-@ adjacent :: xs:[a] -> [(a, a)] @-}
adjacent :: [a] -> [(a, a)]
adjacent (x : y : rest) = (x, y) : adjacent (y : rest)
adjacent _ = []

{-@ prop_adjacent :: [Int] -> {v:Bool | v} @-}
prop_adjacent :: [Int] -> Bool
prop_adjacent xs = null xs || length (adjacent xs) == length xs - 1
