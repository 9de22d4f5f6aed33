-- G2-EXPECT: prop_pos safe
-- G2-EXPECT: prop_nonneg concrete blame=liquidAssertB
module R067Choose2 where

import Language.Haskell.Liquid.Prelude

bumpPos :: Int -> Int
bumpPos x = if x > 0 then x else 1 - x

{-@ prop_pos :: Bool @-}
prop_pos :: Bool
prop_pos = liquidAssertB (bumpPos (choose 0) > 0)

-- Bug: choose may return a negative number: prop_nonneg with choose returning -1.
{-@ prop_nonneg :: Bool @-}
prop_nonneg :: Bool
prop_nonneg = let x = choose 0 in liquidAssertB (x + 1 > 0)
