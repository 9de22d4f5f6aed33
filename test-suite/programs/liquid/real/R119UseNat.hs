-- Multi-module pair: imports R118LibNat.hs (the specs of its functions apply here).
-- G2-EXPECT: remaining safe
-- G2-EXPECT: share concrete blame=safeDivide
-- G2-EXPECT: overspend concrete blame=safeSub
module R119UseNat where

import R118LibNat

{-@ remaining :: budget:Nat -> Nat -> Nat @-}
remaining :: Int -> Int -> Int
remaining budget cost = if cost <= budget then safeSub budget cost else 0

-- Bug: nobody to share with: share 10 0.
{-@ share :: Nat -> Nat -> Nat @-}
share :: Int -> Int -> Int
share total people = safeDivide total people

-- Bug: the cost may exceed the budget: overspend 0 1.
{-@ overspend :: Nat -> Nat -> Nat @-}
overspend :: Int -> Int -> Int
overspend budget cost = safeSub budget cost
