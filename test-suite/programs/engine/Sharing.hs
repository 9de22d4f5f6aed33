-- Call-by-need fixes which choice a shared thunk made (seed 002, Figure 2.7):
-- `let y = f 2 in y * y` has 2 results, `f 2 * f 2` has 4.
module Sharing where

import G2.Symbolic (symbolic, choose)

f :: Int -> Int
f x = if (symbolic :: Bool) then x else x + 1

shared :: Int
shared = let y = f 2 in y * y

unshared :: Int
unshared = f 2 * f 2

-- choose is the counterfactual branch: both sides are explored.
pickOne :: Int -> Int
pickOne x = choose (x + 1) (x * 2)
