{-# OPTIONS_GHC -O0 -fno-ignore-interface-pragmas -fno-omit-interface-pragmas -fexpose-all-unfoldings #-}
{-# LANGUAGE MagicHash #-}
{-# LANGUAGE NoImplicitPrelude #-}
{-# LANGUAGE RankNTypes #-}
-- | Models of the RealFrac methods of Double and Float (Note [Models] in
-- "G2.Models.Table"). base defines them all through 'properFraction', which takes the
-- number apart with 'decodeFloat' (a mantissa and an exponent as Integers): the engine
-- runs that on concrete numbers, but not on a symbolic one, so @floor (sqrt
-- (fromIntegral n))@ gave up on every path.
--
-- Where the number is within Int's range, @[-2^63, 2^63)@ (where code takes floor,
-- round and the like), these compute the same @(n, r)@ as base's 'properFraction' from
-- primops the engine runs symbolically: @n@ is @double2Int# x@ (truncation toward zero,
-- exact in that range) and @r@ is @x - n@, exact since the fraction of a floating
-- number is representable (and @+0.0@ for a zero, as base's @decodeFloat 0@ gives, not
-- the @-0.0 - 0.0@ of @-0.0@). From @(n, r)@ each method decides exactly as base
-- (GHC.Float, base-4.15). A Float is widened to a Double (exact: the same @n@ and the
-- same @r@; a Float's fraction is a Float again). Outside the range, and for NaN and the
-- infinities, base's own definition through 'decodeFloat'.
module G2.Models.RealFrac
  ( properFractionDouble, truncateDouble, roundDouble, ceilingDouble, floorDouble
  , properFractionFloat, truncateFloat, roundFloat, ceilingFloat, floorFloat
  ) where

import GHC.Classes (Ord (..), (&&))
import GHC.Float (RealFloat (..))
import GHC.Num (Num (..))
import GHC.Prim (Double#, (<##), (>=##), (==##), (-##), double2Int#, int2Double#, double2Float#, float2Double#)
import GHC.Real (Integral (..), Fractional (..), fromIntegral, even, (^))
import GHC.Types (Bool (..), Double (..), Float (..), Int (..), Ordering (..), isTrue#)

-- | base's 'properFraction' on a Double or Float (GHC.Float's instances, which differ
-- only in their types).
properFractionDecoded :: forall a b. (RealFloat a, Integral b) => a -> (b, a)
properFractionDecoded x = case decodeFloat x of
  (m, e) -> if e >= 0
    then (fromInteger m * 2 ^ e, 0)
    else case quotRem m (2 ^ negate e) of (w, r) -> (fromInteger w, encodeFloat r e)

-- | @within@ applied to @properFraction x@'s parts (the fraction as a Double) for an x
-- within Int's range; @outside@ otherwise.
split :: forall b r. Integral b => Double# -> (b -> Double -> r) -> r -> r
split x within outside
  | isTrue# (x >=## -9.223372036854775808e18##) && isTrue# (x <## 9.223372036854775808e18##) =
      case double2Int# x of
        n -> let r = if isTrue# (x ==## 0.0##) then 0.0## else x -## int2Double# n
             in within (fromIntegral (I# n)) (D# r)
  | True = outside

-- | base's 'round' from @properFraction@'s parts: to the nearest, half to even.
roundParts :: forall a b. (Ord a, Fractional a, Integral b) => b -> a -> b
roundParts n r =
  let m = if r < 0 then n - 1 else n + 1
      halfDown = (if r < 0 then negate r else r) - 0.5
  in case compare halfDown 0 of
       LT -> n
       EQ -> if even n then n else m
       GT -> m

ceilingParts :: forall a b. (Ord a, Num a, Integral b) => b -> a -> b
ceilingParts n r = if r > 0 then n + 1 else n

floorParts :: forall a b. (Ord a, Num a, Integral b) => b -> a -> b
floorParts n r = if r < 0 then n - 1 else n

-- | @GHC.Float.$fRealFracDouble_$cproperFraction@
properFractionDouble :: forall b. Integral b => Double -> (b, Double)
properFractionDouble d@(D# x) = split x (\n r -> (n, r)) (properFractionDecoded d)

-- | @GHC.Float.$fRealFracDouble_$ctruncate@
truncateDouble :: forall b. Integral b => Double -> b
truncateDouble d@(D# x) = split x (\n _ -> n) (case properFractionDecoded d of (n, _) -> n)

-- | @GHC.Float.$fRealFracDouble_$cround@
roundDouble :: forall b. Integral b => Double -> b
roundDouble d@(D# x) = split x roundParts (case properFractionDecoded d of (n, r) -> roundParts n r)

-- | @GHC.Float.$fRealFracDouble_$cceiling@
ceilingDouble :: forall b. Integral b => Double -> b
ceilingDouble d@(D# x) = split x ceilingParts (case properFractionDecoded d of (n, r) -> ceilingParts n r)

-- | @GHC.Float.$fRealFracDouble_$cfloor@
floorDouble :: forall b. Integral b => Double -> b
floorDouble d@(D# x) = split x floorParts (case properFractionDecoded d of (n, r) -> floorParts n r)

-- | A Float's parts, from the Double it widens to.
splitFloat :: forall b r. Integral b => Float -> (b -> Double -> r) -> r -> r
splitFloat (F# x) = split (float2Double# x)

-- | @GHC.Float.$fRealFracFloat_$cproperFraction@
properFractionFloat :: forall b. Integral b => Float -> (b, Float)
properFractionFloat f =
  splitFloat f (\n (D# r) -> (n, F# (double2Float# r))) (properFractionDecoded f)

-- | @GHC.Float.$fRealFracFloat_$ctruncate@
truncateFloat :: forall b. Integral b => Float -> b
truncateFloat f = splitFloat f (\n _ -> n) (case properFractionDecoded f of (n, _) -> n)

-- | @GHC.Float.$fRealFracFloat_$cround@
roundFloat :: forall b. Integral b => Float -> b
roundFloat f = splitFloat f roundParts (case properFractionDecoded f of (n, r) -> roundParts n r)

-- | @GHC.Float.$fRealFracFloat_$cceiling@
ceilingFloat :: forall b. Integral b => Float -> b
ceilingFloat f = splitFloat f ceilingParts (case properFractionDecoded f of (n, r) -> ceilingParts n r)

-- | @GHC.Float.$fRealFracFloat_$cfloor@
floorFloat :: forall b. Integral b => Float -> b
floorFloat f = splitFloat f floorParts (case properFractionDecoded f of (n, r) -> floorParts n r)
