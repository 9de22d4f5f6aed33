-- G2-EXPECT: swapTwice safe
-- G2-EXPECT: prop_swap concrete blame=liquidAssertB
-- G2-CHECK: prop_swap \a b r -> a == b
module R171Swap where

import Language.Haskell.Liquid.Prelude

swap :: (a, b) -> (b, a)
swap (x, y) = (y, x)

{-@ swapTwice :: (Int, Int) -> Bool @-}
swapTwice :: (Int, Int) -> Bool
swapTwice p = liquidAssertB (swap (swap p) == p)

-- Bug: swapping changes a pair with different components, but not one with equal ones: prop_swap 0 0.
{-@ prop_swap :: Int -> Int -> Bool @-}
prop_swap :: Int -> Int -> Bool
prop_swap a b = liquidAssertB (swap (a, b) /= (a, b))
