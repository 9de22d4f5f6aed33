-- G2-EXPECT: dbl safe
-- G2-EXPECT: quad safe
-- G2-EXPECT: halfBad concrete
-- G2-CHECK: halfBad \x _ -> x < 2
module R235Shift where

import Data.Bits (shiftL, shiftR)

-- Int is a mathematical integer for LiquidHaskell: a left shift is a multiplication by
-- a power of two and never wraps (a counterexample at 2^62 with wraparound, which G2
-- used to print, is none for the integers).
{-@ dbl :: x:Nat -> Nat @-}
dbl :: Int -> Int
dbl x = x `shiftL` 1

{-@ quad :: x:Nat -> {v:Int | v = 4 * x} @-}
quad :: Int -> Int
quad x = x `shiftL` 2

-- Bug: 0 and 1 halve to 0.
{-@ halfBad :: x:Nat -> {v:Int | v > 0} @-}
halfBad :: Int -> Int
halfBad x = x `shiftR` 1
