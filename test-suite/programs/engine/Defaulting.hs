-- Code whose types GHC defaults (to Integer, the standard default): g2 adds
-- `default (Int, Double)` for its entry, but must run the user's own code as GHC does
-- (Note [Defaulting in the user's module] in rust-core/src/frontend/wrapper.rs).
module Defaulting where

import Data.Array

-- The division runs at Integer: 6148914691236517205. At Int, 2 ^ 64 wraps to 0.
wraps :: Int
wraps = fromIntegral (2 ^ 64 `div` 3)

-- The bounds are Integers: GHC's error names Ix{Integer}.
indexed :: Int
indexed = listArray (0, 2) [1, 2, 3] ! 5

-- A polymorphic entry in such a module is taken at GHC's default too.
double :: Num a => a -> a
double x = x + x
