-- G2-EXPECT: choice safe
-- G2-EXPECT: chooseEven safe
-- G2-EXPECT: chooseBad concrete
-- G2-CHECK: chooseBad \b r -> r `mod` 2 /= 0
module R163AbsRef3 where

{-@ choice :: forall <p :: Int -> Bool>. Bool -> Int<p> -> Int<p> -> Int<p> @-}
choice :: Bool -> Int -> Int -> Int
choice b x y = if b then x else y

{-@ chooseEven :: Bool -> {v:Int | v mod 2 = 0} @-}
chooseEven :: Bool -> Int
chooseEven b = choice b 2 4

-- Bug: 3 is odd: chooseBad False.
{-@ chooseBad :: Bool -> {v:Int | v mod 2 = 0} @-}
chooseBad :: Bool -> Int
chooseBad b = choice b 2 3
