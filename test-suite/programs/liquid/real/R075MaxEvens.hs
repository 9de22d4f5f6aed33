-- G2-EXPECT: maxInt safe
-- G2-EXPECT: maximum' safe
-- G2-EXPECT: maxEvens safe
-- G2-EXPECT: maxOdds concrete
-- G2-CHECK: maxOdds \xs r -> r `mod` 2 /= 1
{-@ LIQUID "--no-termination" @-}
module R075MaxEvens where

{-@ maxInt :: forall <p :: Int -> Bool>. Int<p> -> Int<p> -> Int<p> @-}
maxInt :: Int -> Int -> Int
maxInt x y = if x <= y then y else x

{-@ maximum' :: forall <p :: Int -> Bool>. x:Int<p> -> [Int<p>] -> Int<p> @-}
maximum' :: Int -> [Int] -> Int
maximum' x [] = x
maximum' x (y : ys) = maximum' (maxInt x y) ys

{-@ maxEvens :: [Int] -> {v:Int | v mod 2 = 0} @-}
maxEvens :: [Int] -> Int
maxEvens xs = maximum' 0 [x | x <- xs, x `mod` 2 == 0]

-- Bug: the seed 0 is even and is returned when there are no odd numbers: maxOdds [].
{-@ maxOdds :: [Int] -> {v:Int | v mod 2 = 1} @-}
maxOdds :: [Int] -> Int
maxOdds xs = maximum' 0 [x | x <- xs, x `mod` 2 == 1]
