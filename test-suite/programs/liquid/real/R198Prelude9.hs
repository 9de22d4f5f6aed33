-- G2-EXPECT: normalize safe
module R198Prelude9 where

import Language.Haskell.Liquid.Prelude

{-@ normalize :: Int -> {y:Int | y > 0} -> Nat @-}
normalize :: Int -> Int -> Int
normalize x y = x `mod` y
