-- G2-EXPECT: alloc safe
-- G2-EXPECT: allocBad concrete blame=liquidAssert
module R199Prelude10 where

import Language.Haskell.Liquid.Prelude

{-@ alloc :: n:Nat -> {v:[Int] | len v = n} @-}
alloc :: Int -> [Int]
alloc n = let v = replicate n 0 in liquidAssert (length v == n) v

-- Bug: the buffer is one cell short of what the assertion expects: allocBad 0.
{-@ allocBad :: n:Nat -> [Int] @-}
allocBad :: Int -> [Int]
allocBad n = let v = replicate n 0 in liquidAssert (length v == n + 1) v
