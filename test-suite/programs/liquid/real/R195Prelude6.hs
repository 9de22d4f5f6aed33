-- G2-EXPECT: prop_len safe
-- G2-EXPECT: prop_filter concrete blame=liquidAssertB
-- G2-CHECK: prop_filter \xs r -> length (filter even xs) /= length xs
module R195Prelude6 where

import Language.Haskell.Liquid.Prelude

{-@ prop_len :: [Int] -> Bool @-}
prop_len :: [Int] -> Bool
prop_len xs = liquidAssertB (length (filter even xs) <= length xs)

-- Bug: filtering keeps only the even elements: prop_filter [1].
{-@ prop_filter :: [Int] -> Bool @-}
prop_filter :: [Int] -> Bool
prop_filter xs = liquidAssertB (length (filter even xs) == length xs)
