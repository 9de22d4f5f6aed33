-- infer: isSquare (v = x * x: not linear, outside the grammar)
module Square where

{-@ sq :: x:Int -> Int @-}
sq :: Int -> Int
sq x = x * x

{-@ isSquare :: x:Int -> {v:Bool | v} @-}
isSquare :: Int -> Bool
isSquare x = sq x == x * x
