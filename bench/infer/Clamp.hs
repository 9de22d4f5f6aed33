-- infer: clamp (min and max helpers; only max's lower bound matters)
module Clamp where

{-@ maxI :: x:Int -> y:Int -> Int @-}
maxI :: Int -> Int -> Int
maxI x y = if x >= y then x else y

{-@ minI :: x:Int -> y:Int -> Int @-}
minI :: Int -> Int -> Int
minI x y = if x <= y then x else y

{-@ clamp :: lo:Int -> {hi:Int | lo <= hi} -> x:Int -> {v:Int | lo <= v} @-}
clamp :: Int -> Int -> Int -> Int
clamp lo hi x = maxI lo (minI hi x)
