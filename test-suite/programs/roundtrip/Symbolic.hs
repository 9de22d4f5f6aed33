-- | A module using the user-facing vocabulary of G2.Symbolic.
module Symbolic where

import G2.Symbolic

safeDiv :: Int -> Int -> Int
safeDiv x y = assume (y /= 0) (x `div` y)

absPositive :: Int -> Int
absPositive x = let r = abs x in assert (r >= 0) r

implies :: Int -> Bool
implies n = (n > 5) ==> (n > 3)

fresh :: Int
fresh = symbolic
