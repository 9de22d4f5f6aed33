-- G2-EXPECT: sumN safe
-- G2-EXPECT: gaussSmall safe
{-@ LIQUID "--reflection" @-}
{-@ LIQUID "--ple" @-}
module R086Sum where

import Language.Haskell.Liquid.ProofCombinators

{-@ reflect sumN @-}
{-@ sumN :: Nat -> Nat @-}
sumN :: Int -> Int
sumN 0 = 0
sumN n = n + sumN (n - 1)

{-@ gaussSmall :: {sumN 3 = 6} @-}
gaussSmall :: Proof
gaussSmall = sumN 3 === 3 + sumN 2 === 3 + 2 + sumN 1 === 3 + 2 + 1 + sumN 0 *** QED
