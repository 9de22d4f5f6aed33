-- | A library whose LiquidHaskell annotations the plugin checks when it compiles
-- (ghc-options: -fplugin-opt=G2.Plugin:liquid); test/Tests.hs reads the results.
module Lib (safeDiv, clamp, firstOr, countOf, percent) where

{-@ safeDiv :: Int -> {d:Int | d /= 0} -> Int @-}
safeDiv :: Int -> Int -> Int
safeDiv n d = n `div` d

{-@ clamp :: lo:Int -> {hi:Int | lo <= hi} -> Int -> {v:Int | lo <= v && v <= hi} @-}
clamp :: Int -> Int -> Int -> Int
clamp lo hi x = max lo (min hi x)

-- Wrong: the default is returned for an empty list, and it may be negative.
{-@ firstOr :: Int -> [Int] -> {v:Int | v >= 0} @-}
firstOr :: Int -> [Int] -> Int
firstOr d [] = d
firstOr _ (x : _) = abs x

-- A part of a whole in percent. Wrong for a whole of 0: it divides by zero (the
-- test-suites' property test must fail there, as QuickCheck's would).
percent :: Int -> Int -> Int
percent part whole = part * 100 `div` whole

-- Recursive: GHC writes its code into Lib's interface only because the plugin asks it
-- to (no -fexpose-all-unfoldings here); app/Main.hs queries it.
countOf :: Int -> [Int] -> Int
countOf _ [] = 0
countOf y (x : xs) = (if x == y then 1 else 0) + countOf y xs
