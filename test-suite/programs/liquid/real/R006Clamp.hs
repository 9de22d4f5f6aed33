-- G2-EXPECT: clamp safe
-- G2-EXPECT: clampBad concrete
-- G2-CHECK: clampBad \lo hi x r -> r < lo || r > hi
module R006Clamp where

{-@ clamp :: lo:Int -> hi:{Int | lo <= hi} -> Int -> {v:Int | lo <= v && v <= hi} @-}
clamp :: Int -> Int -> Int -> Int
clamp lo hi x
  | x < lo = lo
  | x > hi = hi
  | otherwise = x

-- Bug: the in-range case returns x + 1: clampBad 0 0 0 = 1.
{-@ clampBad :: lo:Int -> hi:{Int | lo <= hi} -> Int -> {v:Int | lo <= v && v <= hi} @-}
clampBad :: Int -> Int -> Int -> Int
clampBad lo hi x
  | x < lo = lo
  | x > hi = hi
  | otherwise = x + 1
