-- G2-EXPECT: prop_abs safe
-- G2-EXPECT: prop_max safe
-- G2-EXPECT: prop_min concrete blame=liquidAssertB
-- G2-CHECK: prop_min \x y r -> not (min x y < x)
{-@ LIQUID "--expect-any-error" @-}
module R065Props where

import Language.Haskell.Liquid.Prelude

{-@ prop_abs :: Int -> Bool @-}
prop_abs :: Int -> Bool
prop_abs x = liquidAssertB (abs x >= 0)

{-@ prop_max :: Int -> Int -> Bool @-}
prop_max :: Int -> Int -> Bool
prop_max x y = liquidAssertB (max x y >= x && max x y >= y)

-- Bug: min x y equals x when x <= y, so it is not strictly smaller: prop_min 0 0.
{-@ prop_min :: Int -> Int -> Bool @-}
prop_min :: Int -> Int -> Bool
prop_min x y = liquidAssertB (min x y < x)
