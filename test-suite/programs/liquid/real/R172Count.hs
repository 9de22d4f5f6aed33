-- G2-EXPECT: countIf safe
-- G2-EXPECT: prop_count safe
-- G2-EXPECT: prop_countAll concrete blame=liquidAssertB
-- G2-CHECK: prop_countAll \xs r -> countIf (> 0) xs /= length xs
module R172Count where

import Language.Haskell.Liquid.Prelude

{-@ countIf :: (a -> Bool) -> xs:[a] -> {v:Nat | v <= len xs} @-}
countIf :: (a -> Bool) -> [a] -> Int
countIf _ [] = 0
countIf p (x : xs) = if p x then 1 + countIf p xs else countIf p xs

{-@ prop_count :: [Int] -> Bool @-}
prop_count :: [Int] -> Bool
prop_count xs = liquidAssertB (countIf (> 0) xs <= length xs)

-- Bug: not every element is positive: prop_countAll [0].
{-@ prop_countAll :: [Int] -> Bool @-}
prop_countAll :: [Int] -> Bool
prop_countAll xs = liquidAssertB (countIf (> 0) xs == length xs)
