module LiqWrong (dec) where

{-@ dec :: x:Int -> {v:Int | v >= 0} @-}
dec :: Int -> Int
dec x = x - 1
