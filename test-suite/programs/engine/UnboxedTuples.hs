{-# LANGUAGE MagicHash #-}
{-# LANGUAGE UnboxedTuples #-}
-- | A module whose own code has unboxed tuples, which GHC 9.0's bytecode compiler
-- cannot compile ("can't handle unboxed tuples and sums"): `g2` must compile its
-- modules to object code (Note [GHCi] in haskell-plugin/light/src/G2/Plugin/Light.hs).
module UnboxedTuples (double, halves) where

import GHC.Exts (Int (I#), Int#, (+#))

-- | Twice its argument, through a pair of unboxed halves.
double :: Int -> Int
double (I# x) = case halves x of (# a, b #) -> I# (a +# b)

halves :: Int# -> (# Int#, Int# #)
halves x = (# x, x #)
