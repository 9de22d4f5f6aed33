-- G2-EXPECT: prop_sorted safe
-- G2-EXPECT: prop_unsorted concrete blame=liquidAssertB
-- G2-CHECK: prop_unsorted \xs r -> isSorted (sortInts xs)
{-@ LIQUID "--no-termination" @-}
module R225Prelude14 where

import Data.List (sort)
import Language.Haskell.Liquid.Prelude

isSorted :: [Int] -> Bool
isSorted (x : y : zs) = x <= y && isSorted (y : zs)
isSorted _ = True

sortInts :: [Int] -> [Int]
sortInts = sort

{-@ prop_sorted :: [Int] -> Bool @-}
prop_sorted :: [Int] -> Bool
prop_sorted xs = liquidAssertB (isSorted (sortInts xs))

-- Bug: a sorted list is sorted, so claiming it is not fails on any input: prop_unsorted [].
{-@ prop_unsorted :: [Int] -> Bool @-}
prop_unsorted :: [Int] -> Bool
prop_unsorted xs = liquidAssertB (not (isSorted (sortInts xs)))
