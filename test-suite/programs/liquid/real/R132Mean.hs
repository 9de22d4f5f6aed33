-- G2-EXPECT: mean safe
{-@ LIQUID "--no-termination" @-}
module R132Mean where

import Language.Haskell.Liquid.Prelude

{-@ mean :: {xs:[Int] | len xs > 0} -> Int @-}
mean :: [Int] -> Int
mean xs = liquidAssert (length xs > 0) (sum xs `div` length xs)
