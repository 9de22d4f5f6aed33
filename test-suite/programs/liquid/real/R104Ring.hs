-- G2-EXPECT: next safe
-- G2-EXPECT: prev safe
module R104Ring where

{-@ type Slot N = {v:Nat | v < N} @-}

{-@ next :: n:{Int | n > 0} -> Slot n -> Slot n @-}
next :: Int -> Int -> Int
next n i = (i + 1) `mod` n

{-@ prev :: n:{Int | n > 0} -> Slot n -> Slot n @-}
prev :: Int -> Int -> Int
prev n i = if i == 0 then n - 1 else i - 1
