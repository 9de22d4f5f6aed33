-- G2-EXPECT: prop_rev safe
-- G2-EXPECT: prop_app safe
-- G2-EXPECT: prop_take concrete blame=liquidAssertB
-- G2-CHECK: prop_take \n xs r -> length (take n xs) /= n
{-@ LIQUID "--expect-any-error" @-}
module R125Lists where

import Language.Haskell.Liquid.Prelude

{-@ prop_rev :: [Int] -> Bool @-}
prop_rev :: [Int] -> Bool
prop_rev xs = liquidAssertB (length (reverse xs) == length xs)

{-@ prop_app :: [Int] -> [Int] -> Bool @-}
prop_app :: [Int] -> [Int] -> Bool
prop_app xs ys = liquidAssertB (length (xs ++ ys) == length xs + length ys)

-- Bug: take returns fewer elements from a short list: prop_take 1 [].
{-@ prop_take :: Nat -> [Int] -> Bool @-}
prop_take :: Int -> [Int] -> Bool
prop_take n xs = liquidAssertB (length (take n xs) == n)
