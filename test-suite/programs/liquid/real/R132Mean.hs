-- G2-EXPECT: mean safe
-- G2-EXPECT: variance concrete blame=div
{-@ LIQUID "--no-termination" @-}
module R132Mean where

import Language.Haskell.Liquid.Prelude

{-@ mean :: {xs:[Int] | len xs > 0} -> Int @-}
mean :: [Int] -> Int
mean xs = liquidAssert (length xs > 0) (sum xs `div` length xs)

-- Bug: the empty sample: variance [].
{-@ variance :: [Int] -> Int @-}
variance :: [Int] -> Int
variance xs = sum [(x - m) * (x - m) | x <- xs] `div` length xs
  where m = if null xs then 0 else mean xs
