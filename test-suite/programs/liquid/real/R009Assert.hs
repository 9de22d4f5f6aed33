-- G2-EXPECT: incr safe
-- G2-EXPECT: decr concrete blame=liquidAssert
-- G2-EXPECT: prop_abs safe
-- G2-EXPECT: prop_sub concrete blame=liquidAssertB
-- G2-CHECK: prop_sub \x y r -> not (x - y >= x - 0)
{-@ LIQUID "--no-termination" @-}
{-@ LIQUID "--expect-any-error" @-}
module R009Assert where

import Language.Haskell.Liquid.Prelude

{-@ incr :: Int -> Int @-}
incr :: Int -> Int
incr x = liquidAssert (x + 1 > x) (x + 1)

-- Bug: x - 1 is not greater than x for any x: decr 0.
{-@ decr :: Int -> Int @-}
decr :: Int -> Int
decr x = liquidAssert (x - 1 > x) (x - 1)

{-@ prop_abs :: Int -> Bool @-}
prop_abs :: Int -> Bool
prop_abs x = liquidAssertB (abs x >= 0)

-- Bug: subtraction can go below the first argument when y > 0: prop_sub 0 1.
{-@ prop_sub :: Int -> Int -> Bool @-}
prop_sub :: Int -> Int -> Bool
prop_sub x y = liquidAssertB (x - y >= x - 0)
