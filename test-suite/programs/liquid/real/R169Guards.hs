-- G2-EXPECT: sign safe
-- G2-EXPECT: prop_sign concrete blame=liquidAssert
{-@ LIQUID "--expect-any-error" @-}
module R169Guards where

import Language.Haskell.Liquid.Prelude

{-@ sign :: x:Int -> {v:Int | (x > 0 => v = 1) && (x < 0 => v = -1) && (x = 0 => v = 0)} @-}
sign :: Int -> Int
sign x
  | x > 0 = 1
  | x < 0 = -1
  | otherwise = 0

-- Bug: sign 0 is 0, so the product is 0, not positive: prop_sign 0.
{-@ prop_sign :: Int -> Int @-}
prop_sign :: Int -> Int
prop_sign x = let y = sign x * x in liquidAssert (y > 0) y
