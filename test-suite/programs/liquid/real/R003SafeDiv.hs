-- G2-EXPECT: safeDiv safe
-- G2-EXPECT: average concrete blame=div
-- G2-EXPECT: averageNE safe
-- G2-EXPECT: ratio concrete blame=safeDiv
-- G2-CHECK: ratio \a b r -> b == 0
{-@ LIQUID "--no-termination" @-}
{-@ LIQUID "--short-names" @-}
module R003SafeDiv where

{-@ type NonZero = {v:Int | v /= 0} @-}

{-@ safeDiv :: Int -> NonZero -> Int @-}
safeDiv :: Int -> Int -> Int
safeDiv x y = x `div` y

-- Bug: the empty list divides by zero: average [].
{-@ average :: [Int] -> Int @-}
average :: [Int] -> Int
average xs = sum xs `div` length xs

{-@ averageNE :: {v:[Int] | len v > 0} -> Int @-}
averageNE :: [Int] -> Int
averageNE xs = sum xs `div` length xs

-- Bug: b may be zero: ratio 1 0.
{-@ ratio :: Int -> Int -> Int @-}
ratio :: Int -> Int -> Int
ratio a b = safeDiv a b
