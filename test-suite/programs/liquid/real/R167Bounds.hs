-- G2-EXPECT: bounded safe
-- G2-EXPECT: prop_inside concrete blame=liquidAssertB
-- G2-CHECK: prop_inside \x r -> not (x >= 0 && x < 10)
module R167Bounds where

import Language.Haskell.Liquid.Prelude

{-@ inline inside @-}
inside :: Int -> Bool
inside x = 0 <= x && x < 10

{-@ bounded :: x:Int -> {v:Int | inside v} @-}
bounded :: Int -> Int
bounded x = if inside x then x else 0

-- Bug: not every Int is inside: prop_inside 10.
{-@ prop_inside :: Int -> Bool @-}
prop_inside :: Int -> Bool
prop_inside x = liquidAssertB (inside x)
