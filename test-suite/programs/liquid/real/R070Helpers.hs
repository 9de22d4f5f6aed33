-- G2-EXPECT: prop_plus safe
-- G2-EXPECT: prop_even safe
module R070Helpers where

import Language.Haskell.Liquid.Prelude

{-@ prop_plus :: Int -> Int -> Bool @-}
prop_plus :: Int -> Int -> Bool
prop_plus x y = liquidAssertB (plus x y == x + y)

{-@ prop_even :: Int -> Bool @-}
prop_even :: Int -> Bool
prop_even x = liquidAssertB (isEven (x + x))
