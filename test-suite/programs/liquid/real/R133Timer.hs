-- G2-EXPECT: elapsed safe
-- G2-EXPECT: remainingBad concrete blame=liquidAssert
{-@ LIQUID "--expect-any-error" @-}
module R133Timer where

import Language.Haskell.Liquid.Prelude

{-@ elapsed :: start:Nat -> {now:Nat | now >= start} -> Nat @-}
elapsed :: Int -> Int -> Int
elapsed start now = liquidAssert (now - start >= 0) (now - start)

-- Bug: now may be past the deadline: remainingBad 0 1.
{-@ remainingBad :: Nat -> Nat -> Nat @-}
remainingBad :: Int -> Int -> Int
remainingBad deadline now = liquidAssert (deadline >= now) (deadline - now)
