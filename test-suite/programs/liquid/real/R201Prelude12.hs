-- G2-EXPECT: prop_eq safe
-- G2-EXPECT: prop_neq concrete blame=liquidAssertB
-- G2-CHECK: prop_neq \x r -> not (neq x x || gt x x)
{-@ LIQUID "--expect-any-error" @-}
module R201Prelude12 where

import Language.Haskell.Liquid.Prelude

{-@ prop_eq :: Int -> Bool @-}
prop_eq :: Int -> Bool
prop_eq x = liquidAssertB (eq x x && leq x x && geq x x)

-- Bug: x is never different from or greater than itself: prop_neq 0.
{-@ prop_neq :: Int -> Bool @-}
prop_neq :: Int -> Bool
prop_neq x = liquidAssertB (neq x x || gt x x)
