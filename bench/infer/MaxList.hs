-- infer: prop_max (the largest element or 0, written with where: needs v >= 0)
module MaxList where

{-@ maxL :: xs:[Int] -> Int @-}
maxL :: [Int] -> Int
maxL [] = 0
maxL (x : xs) = if x > m then x else m
  where
    m = maxL xs

{-@ prop_max :: [Int] -> {v:Bool | v} @-}
prop_max :: [Int] -> Bool
prop_max xs = maxL xs >= 0
