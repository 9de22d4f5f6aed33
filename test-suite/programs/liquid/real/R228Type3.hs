-- G2-EXPECT: clampPct safe
-- G2-EXPECT: avgPct safe
{-@ LIQUID "--no-termination" @-}
module R228Type3 where

{-@ type Pct = {v:Int | 0 <= v && v <= 100} @-}
{-@ type NonEmpty a = {v:[a] | len v > 0} @-}

{-@ clampPct :: Int -> Pct @-}
clampPct :: Int -> Int
clampPct x = max 0 (min 100 x)

{-@ avgPct :: NonEmpty Pct -> Pct @-}
avgPct :: [Int] -> Int
avgPct xs = sum xs `div` length xs
