-- infer: prop_count (a hand-written length)
module Count where

{-@ count :: xs:[a] -> Int @-}
count :: [a] -> Int
count [] = 0
count (_ : xs) = 1 + count xs

{-@ prop_count :: [Int] -> {v:Bool | v} @-}
prop_count :: [Int] -> Bool
prop_count xs = count xs == length xs
