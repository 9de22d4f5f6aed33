-- G2-EXPECT: countOcc safe
-- G2-EXPECT: countNil safe
-- G2-EXPECT: countBound concrete
{-@ LIQUID "--reflection" @-}
{-@ LIQUID "--expect-any-error" @-}
module R161Reflect5 where

import Language.Haskell.Liquid.ProofCombinators

{-@ reflect countOcc @-}
{-@ countOcc :: Int -> xs:[Int] -> {v:Nat | v <= len xs} @-}
countOcc :: Int -> [Int] -> Int
countOcc _ [] = 0
countOcc y (x : xs) = (if x == y then 1 else 0) + countOcc y xs

{-@ countNil :: y:Int -> {countOcc y [] = 0} @-}
countNil :: Int -> Proof
countNil y = countOcc y [] === 0 *** QED

-- Bug: every element may be y: countBound 0 [0].
{-@ countBound :: y:Int -> xs:[Int] -> {v:Int | v < len xs || len xs = 0} @-}
countBound :: Int -> [Int] -> Int
countBound y xs = countOcc y xs
