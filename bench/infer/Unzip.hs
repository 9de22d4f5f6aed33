-- infer: prop_unzip (needs len (fst v) = len ps: a measure of a component of a pair, deeper than the grammar's compositions)
module Unzip where

{-@ unzipL :: ps:[(a, b)] -> ([a], [b]) @-}
unzipL :: [(a, b)] -> ([a], [b])
unzipL [] = ([], [])
unzipL ((a, b) : ps) = let (as, bs) = unzipL ps in (a : as, b : bs)

{-@ prop_unzip :: [(Int, Int)] -> {v:Bool | v} @-}
prop_unzip :: [(Int, Int)] -> Bool
prop_unzip ps = length (fst (unzipL ps)) == length ps
