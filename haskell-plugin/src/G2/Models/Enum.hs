{-# OPTIONS_GHC -O0 -fno-ignore-interface-pragmas -fno-omit-interface-pragmas -fexpose-all-unfoldings #-}
{-# LANGUAGE MagicHash #-}
{-# LANGUAGE NoImplicitPrelude #-}
-- | Models of GHC.Enum for Ordering, Bool, Char and Int (Note [Models] in
-- "G2.Models.Table"): the derived-style methods of Ordering and Bool loop through
-- workers without unfoldings (@$fEnumOrdering_go@, @$cenumFromThen@), and the errors
-- of @succ maxBound@, @pred minBound@ and a bad @toEnum@ are bottoming thunks
-- (@$fEnumOrdering7@ ...) with no unfolding either.
module G2.Models.Enum
  ( orderingFrom, orderingFromThen, boolFrom, boolFromThen
  , orderingSuccError, orderingPredError, orderingToEnumError, boolSuccError, boolPredError
  , boolToEnumError, charSuccError, charPredError, intSuccError, intPredError
  ) where

import GHC.Base ((++))
import GHC.Classes (Ord (..))
import GHC.Err (errorWithoutStackTrace)
import GHC.Num (Num (..))
import GHC.Prim (Int#, tagToEnum#)
import GHC.Types (Bool (..), Char, Int (..), Ordering (..))

import G2.Models.List (map)

-- | GHC.Enum.efdtInt at boxed Int: @[x1, x2 .. lim]@.
fromThenTo :: Int -> Int -> Int -> [Int]
fromThenTo x1 x2 lim
  | x2 >= x1 = if x1 > lim then [] else up x1
  | True = if x1 < lim then [] else down x1
  where
    delta = x2 - x1
    up x = x : (if x > lim - delta then [] else up (x + delta))
    down x = x : (if x < lim - delta then [] else down (x + delta))

ordering :: Int -> Ordering
ordering (I# n) = tagToEnum# n

ordInt :: Ordering -> Int
ordInt LT = I# 0#
ordInt EQ = I# 1#
ordInt GT = I# 2#

bool :: Int -> Bool
bool (I# n) = tagToEnum# n

boolInt :: Bool -> Int
boolInt False = I# 0#
boolInt True = I# 1#

-- | @GHC.Enum.$fEnumOrdering_go@: @go n = [toEnum n .. GT]@.
orderingFrom :: Int# -> [Ordering]
orderingFrom n = map ordering (fromThenTo (I# n) (I# n + I# 1#) (I# 2#))

-- | @GHC.Enum.$fEnumOrdering_$cenumFromThen@
orderingFromThen :: Ordering -> Ordering -> [Ordering]
orderingFromThen x y = map ordering (fromThenTo a b (if b >= a then I# 2# else I# 0#))
  where a = ordInt x
        b = ordInt y

-- | @GHC.Enum.$fEnumBool_go@
boolFrom :: Int# -> [Bool]
boolFrom n = map bool (fromThenTo (I# n) (I# n + I# 1#) (I# 1#))

-- | @GHC.Enum.$fEnumBool_$cenumFromThen@
boolFromThen :: Bool -> Bool -> [Bool]
boolFromThen x y = map bool (fromThenTo a b (if b >= a then I# 1# else I# 0#))
  where a = boolInt x
        b = boolInt y

-- The bottoming thunks of the errors, one per method and GHC's own message each
-- (read off GHC's output; the CAFs named by the methods' unfoldings in GHC.Enum's
-- interface: Ordering's and Bool's @1@ toEnum; Ordering's @6@, Bool's @5@ pred;
-- Ordering's @7@, Bool's @6@ succ; Char's and Int's @1@ pred, @2@ succ).

orderingSuccError, orderingPredError, orderingToEnumError :: Ordering
orderingSuccError = errorWithoutStackTrace (badArgument "Ordering.succ")
orderingPredError = errorWithoutStackTrace (badArgument "Ordering.pred")
orderingToEnumError = errorWithoutStackTrace (badArgument "Ordering.toEnum")

boolSuccError, boolPredError, boolToEnumError :: Bool
boolSuccError = errorWithoutStackTrace (badArgument "Bool.succ")
boolPredError = errorWithoutStackTrace (badArgument "Bool.pred")
boolToEnumError = errorWithoutStackTrace (badArgument "Bool.toEnum")

charSuccError, charPredError :: Char
charSuccError = errorWithoutStackTrace (badArgument "Char.succ")
charPredError = errorWithoutStackTrace (badArgument "Char.pred")

intSuccError, intPredError :: Int
intSuccError = errorWithoutStackTrace "Prelude.Enum.succ{Int}: tried to take `succ' of maxBound"
intPredError = errorWithoutStackTrace "Prelude.Enum.pred{Int}: tried to take `pred' of minBound"

-- | @Prelude.Enum.T.m: bad argument@, for @what@ = @T.m@.
badArgument :: [Char] -> [Char]
badArgument what = "Prelude.Enum." ++ what ++ ": bad argument"
