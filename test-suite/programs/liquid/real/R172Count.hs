-- G2-EXPECT: countIf safe
-- G2-EXPECT: prop_count safe
module R172Count where

import Language.Haskell.Liquid.Prelude

{-@ countIf :: (a -> Bool) -> xs:[a] -> {v:Nat | v <= len xs} / [len xs] @-}
countIf :: (a -> Bool) -> [a] -> Int
countIf _ [] = 0
countIf p (x : xs) = if p x then 1 + countIf p xs else countIf p xs

{-@ prop_count :: [Int] -> Bool @-}
prop_count :: [Int] -> Bool
prop_count xs = liquidAssertB (countIf (> 0) xs <= length xs)
