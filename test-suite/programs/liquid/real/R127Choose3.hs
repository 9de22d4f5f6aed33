-- G2-EXPECT: prop_abs safe
-- G2-EXPECT: prop_sq safe
-- G2-EXPECT: prop_gt concrete blame=liquidAssertB
module R127Choose3 where

import Language.Haskell.Liquid.Prelude

{-@ prop_abs :: Bool @-}
prop_abs :: Bool
prop_abs = let x = choose 0 in liquidAssertB (abs x >= 0)

{-@ prop_sq :: Bool @-}
prop_sq :: Bool
prop_sq = let x = choose 0 in liquidAssertB (x * x >= 0)

-- Bug: an arbitrary number may be exactly 10 (choose returning 10).
{-@ prop_gt :: Bool @-}
prop_gt :: Bool
prop_gt = let x = choose 0 in liquidAssertB (x > 10 || x < 10)
