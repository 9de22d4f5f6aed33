-- G2-EXPECT: double safe
-- G2-EXPECT: prop_double safe
-- G2-EXPECT: prop_doubleBad concrete blame=liquidAssertB
-- G2-CHECK: prop_doubleBad \x r -> double x /= 2 * x + 1
{-@ LIQUID "--reflection" @-}
{-@ LIQUID "--expect-any-error" @-}
module R157ReflectPrelude where

import Language.Haskell.Liquid.Prelude

{-@ reflect double @-}
{-@ double :: x:Int -> {v:Int | v = x + x} @-}
double :: Int -> Int
double x = x + x

{-@ prop_double :: Int -> Bool @-}
prop_double :: Int -> Bool
prop_double x = liquidAssertB (double x - x == x)

-- Bug: double x equals 2x, not 2x + 1: prop_doubleBad 0.
{-@ prop_doubleBad :: Int -> Bool @-}
prop_doubleBad :: Int -> Bool
prop_doubleBad x = liquidAssertB (double x == 2 * x + 1)
