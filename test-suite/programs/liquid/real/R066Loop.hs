-- G2-EXPECT: loop safe
-- G2-EXPECT: countTo abstract blame=loop
-- G2-EXPECT: countBad concrete blame=liquidAssert
{-@ LIQUID "--no-termination" @-}
module R066Loop where

import Language.Haskell.Liquid.Prelude

{-@ loop :: Int -> Int -> (Int -> Int -> Int) -> Int -> Int @-}
loop :: Int -> Int -> (Int -> Int -> Int) -> Int -> Int
loop lo hi f acc
  | lo < hi = loop (lo + 1) hi f (f lo acc)
  | otherwise = acc

-- Correct, but loop's specification says nothing about its result, so the assertion
-- cannot be established from it.
{-@ countTo :: Nat -> Nat @-}
countTo :: Int -> Int
countTo n = let r = loop 0 n (\_ a -> a + 1) 0 in liquidAssert (r >= 0) r

-- Bug: for n = 0 the loop runs zero times: countBad 0.
{-@ countBad :: Nat -> Int @-}
countBad :: Int -> Int
countBad n = let r = loop 0 n (\_ a -> a + 1) 0 in liquidAssert (r > 0) r
