-- Multi-module pair: this library module is imported by R119UseNat.hs.
-- G2-EXPECT: safeSub safe
-- G2-EXPECT: safeDivide safe
-- G2-EXPECT: half safe
module R118LibNat (safeSub, safeDivide, half) where

{-@ safeSub :: x:Nat -> {y:Nat | y <= x} -> {v:Nat | v = x - y} @-}
safeSub :: Int -> Int -> Int
safeSub x y = x - y

{-@ safeDivide :: Nat -> {d:Int | d > 0} -> Nat @-}
safeDivide :: Int -> Int -> Int
safeDivide x d = x `div` d

{-@ half :: x:Nat -> {v:Nat | v <= x} @-}
half :: Int -> Int
half x = x `div` 2
