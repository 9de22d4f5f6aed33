-- G2-EXPECT: normalize safe
-- G2-EXPECT: prop_norm concrete blame=liquidAssertB
-- G2-CHECK: prop_norm \x y r -> normalize x y <= 0
module R198Prelude9 where

import Language.Haskell.Liquid.Prelude

{-@ normalize :: Int -> {y:Int | y > 0} -> Nat @-}
normalize :: Int -> Int -> Int
normalize x y = x `mod` y

-- Bug: the remainder may be zero: prop_norm 0 1.
{-@ prop_norm :: Int -> {y:Int | y > 0} -> Bool @-}
prop_norm :: Int -> Int -> Bool
prop_norm x y = liquidAssertB (normalize x y > 0)
