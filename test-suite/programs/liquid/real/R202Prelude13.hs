-- G2-EXPECT: sumOdd safe
-- G2-EXPECT: prop_oddSum concrete blame=liquidAssertB
-- G2-CHECK: prop_oddSum \x y r -> not (isOdd (x + y))
module R202Prelude13 where

import Language.Haskell.Liquid.Prelude

{-@ sumOdd :: {x:Int | x mod 2 = 1} -> {y:Int | y mod 2 = 1} -> {v:Int | v mod 2 = 0} @-}
sumOdd :: Int -> Int -> Int
sumOdd x y = x + y

-- Bug: the sum of two odd numbers is even: prop_oddSum 1 1.
{-@ prop_oddSum :: {x:Int | x mod 2 = 1} -> {y:Int | y mod 2 = 1} -> Bool @-}
prop_oddSum :: Int -> Int -> Bool
prop_oddSum x y = liquidAssertB (isOdd (x + y))
