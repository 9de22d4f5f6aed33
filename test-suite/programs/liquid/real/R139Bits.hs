-- G2-EXPECT: toBits safe
-- G2-EXPECT: fromBits safe
-- G2-EXPECT: prop_round concrete blame=liquidAssertB
-- G2-CHECK: prop_round \n r -> fromBits (toBits n) == n
module R139Bits where

import Language.Haskell.Liquid.Prelude

{-@ toBits :: n:Nat -> [{v:Int | v = 0 || v = 1}] / [n] @-}
toBits :: Int -> [Int]
toBits 0 = []
toBits n = n `mod` 2 : toBits (n `div` 2)

{-@ fromBits :: [{v:Int | v = 0 || v = 1}] -> Nat @-}
fromBits :: [Int] -> Int
fromBits [] = 0
fromBits (b : bs) = b + 2 * fromBits bs

-- Bug: claims the round trip changes the number: prop_round 0.
{-@ prop_round :: Nat -> Bool @-}
prop_round :: Int -> Bool
prop_round n = liquidAssertB (fromBits (toBits n) /= n)
