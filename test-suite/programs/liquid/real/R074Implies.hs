-- G2-EXPECT: prop_impl safe
-- G2-EXPECT: prop_iff concrete blame=liquidAssertB
module R074Implies where

import Language.Haskell.Liquid.Prelude

{-@ prop_impl :: Int -> Bool @-}
prop_impl :: Int -> Bool
prop_impl x = liquidAssertB ((x > 5) ==> (x > 0))

-- Bug: x > 0 does not imply x > 5: prop_iff 1.
{-@ prop_iff :: Int -> Bool @-}
prop_iff :: Int -> Bool
prop_iff x = liquidAssertB ((x > 5) <=> (x > 0))
