-- infer: prop_dup (two levels: dup, then append, top-down)
module Double where

{-@ app :: xs:[a] -> ys:[a] -> [a] @-}
app :: [a] -> [a] -> [a]
app [] ys = ys
app (x : xs) ys = x : app xs ys

{-@ dup :: xs:[a] -> [a] @-}
dup :: [a] -> [a]
dup xs = app xs xs

{-@ prop_dup :: [Int] -> {v:Bool | v} @-}
prop_dup :: [Int] -> Bool
prop_dup xs = length (dup xs) == 2 * length xs
