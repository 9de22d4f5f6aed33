-- G2-EXPECT: best safe
-- G2-EXPECT: bestBad concrete blame=maximum
{-@ LIQUID "--expect-any-error" @-}
module R137Scores where

import Language.Haskell.Liquid.Prelude

{-@ best :: [Nat] -> Nat @-}
best :: [Int] -> Int
best [] = 0
best xs = let m = maximum xs in liquidAssert (m >= 0) m

-- Bug: the maximum of no scores: bestBad [].
{-@ bestBad :: [Nat] -> Nat @-}
bestBad :: [Int] -> Int
bestBad xs = maximum xs
