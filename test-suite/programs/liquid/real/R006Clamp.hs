-- G2-EXPECT: clamp safe
module R006Clamp where

{-@ clamp :: lo:Int -> hi:{Int | lo <= hi} -> Int -> {v:Int | lo <= v && v <= hi} @-}
clamp :: Int -> Int -> Int -> Int
clamp lo hi x
  | x < lo = lo
  | x > hi = hi
  | otherwise = x
