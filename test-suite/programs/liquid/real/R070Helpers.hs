-- G2-EXPECT: prop_plus safe
-- G2-EXPECT: prop_even safe
-- G2-EXPECT: prop_odd concrete blame=liquidAssertB
-- G2-CHECK: prop_odd \x r -> not (isOdd (x + x))
module R070Helpers where

import Language.Haskell.Liquid.Prelude

{-@ prop_plus :: Int -> Int -> Bool @-}
prop_plus :: Int -> Int -> Bool
prop_plus x y = liquidAssertB (plus x y == x + y)

{-@ prop_even :: Int -> Bool @-}
prop_even :: Int -> Bool
prop_even x = liquidAssertB (isEven (x + x))

-- Bug: x + x is never odd: prop_odd 0.
{-@ prop_odd :: Int -> Bool @-}
prop_odd :: Int -> Bool
prop_odd x = liquidAssertB (isOdd (x + x))
