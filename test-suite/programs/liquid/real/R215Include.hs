-- G2-EXPECT: sumRange safe
-- G2-EXPECT: avgRange concrete blame=div
{-@ LIQUID "--no-termination" @-}
module R215Include where

{-@ include <include/Ranges.hquals> @-}
{-@ using (Int) as {v:Int | true} @-}

{-@ sumRange :: lo:Int -> {hi:Int | lo <= hi} -> Int @-}
sumRange :: Int -> Int -> Int
sumRange lo hi = sum [lo .. hi]

-- Bug: an empty range has no average: avgRange 1 0.
{-@ avgRange :: Int -> Int -> Int @-}
avgRange :: Int -> Int -> Int
avgRange lo hi = sum [lo .. hi] `div` length [lo .. hi]
