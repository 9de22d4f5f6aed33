-- G2-EXPECT: bump safe
-- G2-EXPECT: prop_bump concrete blame=liquidAssert
module R196Prelude7 where

import Language.Haskell.Liquid.Prelude

{-@ bump :: x:Int -> {v:Int | v = x + 1} @-}
bump :: Int -> Int
bump x = plus x 1

-- Bug: bump never decreases: prop_bump 0.
{-@ prop_bump :: Int -> Int @-}
prop_bump :: Int -> Int
prop_bump x = liquidAssert (lt (bump x) x) x
