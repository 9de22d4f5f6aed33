-- Incr.hs with 64-bit Int: now incr's code is wrong too, at maxBound, where x + 1
-- overflows to minBound < 0 (LiquidHaskell reads Int as unbounded and misses it).
module IncrInt (incr, main) where

{-@ incr :: x:{v:Int | v >= 0} -> {r:Int | r >= 0} @-}
incr :: Int -> Int
incr x = x + 1

{-@ main :: x:{v:Int | v >= 0} -> {r:Int | r == x + 2} @-}
main :: Int -> Int
main x = incr (incr x)
