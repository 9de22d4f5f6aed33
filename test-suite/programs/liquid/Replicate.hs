-- Seed 000, section 6: replicate never decreases its counter, so for n /= 0 it builds
-- an infinite list and no concrete run ever finishes `len xs == n`; abstracting the
-- recursive call (a result of the right length) shows the outer call is one too long.
module Replicate (replicate, replicateNat) where

import Prelude hiding (replicate)

{-@ replicate :: n:Int -> a -> {xs:[a] | len xs == n} @-}
replicate :: Int -> a -> [a]
replicate 0 _ = []
replicate n x = x : replicate n x

-- The intended code: the counter decreases, and n is a Nat.
{-@ replicateNat :: n:Nat -> a -> {xs:[a] | len xs == n} @-}
replicateNat :: Int -> a -> [a]
replicateNat 0 _ = []
replicateNat n x = x : replicateNat (n - 1) x
