-- G2-EXPECT: prop_mod safe
-- G2-EXPECT: prop_div safe
module R126Ints where

import Language.Haskell.Liquid.Prelude

{-@ prop_mod :: Int -> {y:Int | y > 0} -> Bool @-}
prop_mod :: Int -> Int -> Bool
prop_mod x y = liquidAssertB (x `mod` y >= 0 && x `mod` y < y)

{-@ prop_div :: Nat -> {y:Int | y > 0} -> Bool @-}
prop_div :: Int -> Int -> Bool
prop_div x y = liquidAssertB (x `div` y <= x)
