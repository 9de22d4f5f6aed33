-- G2-EXPECT: prop_mod safe
-- G2-EXPECT: prop_div safe
-- G2-EXPECT: prop_divmod concrete blame=liquidAssertB
-- G2-CHECK: prop_divmod \x y r -> (x `div` y) * y == x
module R126Ints where

import Language.Haskell.Liquid.Prelude

{-@ prop_mod :: Int -> {y:Int | y > 0} -> Bool @-}
prop_mod :: Int -> Int -> Bool
prop_mod x y = liquidAssertB (x `mod` y >= 0 && x `mod` y < y)

{-@ prop_div :: Nat -> {y:Int | y > 0} -> Bool @-}
prop_div :: Int -> Int -> Bool
prop_div x y = liquidAssertB (x `div` y <= x)

-- Bug: claims no exact division: prop_divmod 0 1 ((0 div 1) * 1 = 0).
{-@ prop_divmod :: Int -> {y:Int | y > 0} -> Bool @-}
prop_divmod :: Int -> Int -> Bool
prop_divmod x y = liquidAssertB ((x `div` y) * y /= x)
