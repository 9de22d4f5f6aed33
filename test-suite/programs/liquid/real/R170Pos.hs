-- G2-EXPECT: mkPositive safe
-- G2-EXPECT: prop_pos concrete blame=liquidAssertB
-- G2-CHECK: prop_pos \x y r -> x - y <= 0
module R170Pos where

import Language.Haskell.Liquid.Prelude

{-@ type Positive = {v:Int | v > 0} @-}

{-@ mkPositive :: Int -> Positive @-}
mkPositive :: Int -> Int
mkPositive x = if x > 0 then x else 1

-- Bug: the difference of positives need not be positive: prop_pos 1 1.
{-@ prop_pos :: Positive -> Positive -> Bool @-}
prop_pos :: Int -> Int -> Bool
prop_pos x y = liquidAssertB (x - y > 0)
