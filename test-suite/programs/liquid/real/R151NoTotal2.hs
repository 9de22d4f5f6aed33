-- G2-EXPECT: fromLeft' safe
-- G2-EXPECT: secondOf safe
-- G2-EXPECT: total' concrete blame=div
{-@ LIQUID "--no-totality" @-}
module R151NoTotal2 where

{-@ fromLeft' :: Either a b -> a @-}
fromLeft' :: Either a b -> a
fromLeft' (Left x) = x

{-@ secondOf :: [a] -> a @-}
secondOf :: [a] -> a
secondOf (_ : y : _) = y

-- Bug: the count of the empty list is zero: total' [].
{-@ total' :: [Int] -> Int @-}
total' :: [Int] -> Int
total' xs = sum xs `div` length xs
