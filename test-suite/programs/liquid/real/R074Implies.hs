-- G2-EXPECT: prop_impl safe
module R074Implies where

import Language.Haskell.Liquid.Prelude

{-@ prop_impl :: Int -> Bool @-}
prop_impl :: Int -> Bool
prop_impl x = liquidAssertB ((x > 5) ==> (x > 0))
