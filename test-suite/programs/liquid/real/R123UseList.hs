-- Multi-module pair: imports R122LibList.hs.
-- G2-EXPECT: firstOrZero safe
-- G2-EXPECT: firstOfAll concrete blame=headOf
{-@ LIQUID "--no-termination" @-}
module R123UseList where

import R122LibList

{-@ firstOrZero :: [Int] -> Int @-}
firstOrZero :: [Int] -> Int
firstOrZero xs = if lengthOf xs > 0 then headOf xs else 0

-- Bug: an inner list may be empty: firstOfAll [[]].
{-@ firstOfAll :: [[Int]] -> [Int] @-}
firstOfAll :: [[Int]] -> [Int]
firstOfAll = map headOf
