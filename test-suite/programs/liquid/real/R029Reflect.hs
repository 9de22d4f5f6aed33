-- G2-EXPECT: sumList safe
-- G2-EXPECT: prop_sum_nil safe
-- G2-EXPECT: prop_sum_one concrete
{-@ LIQUID "--reflection" @-}
{-@ LIQUID "--ple" @-}
{-@ LIQUID "--expect-any-error" @-}
module R029Reflect where

{-@ reflect sumList @-}
sumList :: [Int] -> Int
sumList [] = 0
sumList (x : xs) = x + sumList xs

{-@ sumList :: [Int] -> Int @-}

{-@ prop_sum_nil :: {sumList [] = 0} @-}
prop_sum_nil :: ()
prop_sum_nil = ()

-- Bug: the sum of [x] is x, not x + 1: prop_sum_one 0.
{-@ prop_sum_one :: x:Int -> {sumList [x] = x + 1} @-}
prop_sum_one :: Int -> ()
prop_sum_one _ = ()
