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
  , orderingError, boolError, charError, intError
  ) where

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

-- | The bottoming thunks @$fEnumOrdering1@, @6@, @7@ (bad toEnum, pred LT, succ GT).
orderingError :: Ordering
orderingError = errorWithoutStackTrace ['P','r','e','l','u','d','e','.','E','n','u','m','.','O','r','d','e','r','i','n','g',':',' ','b','a','d',' ','a','r','g','u','m','e','n','t']

-- | @$fEnumBool1@, @5@, @6@.
boolError :: Bool
boolError = errorWithoutStackTrace ['P','r','e','l','u','d','e','.','E','n','u','m','.','B','o','o','l',':',' ','b','a','d',' ','a','r','g','u','m','e','n','t']

-- | @$fEnumChar1@, @2@ (pred minBound, succ maxBound).
charError :: Char
charError = errorWithoutStackTrace ['P','r','e','l','u','d','e','.','E','n','u','m','.','C','h','a','r',':',' ','b','a','d',' ','a','r','g','u','m','e','n','t']

-- | @$fEnumInt1@, @2@ (pred minBound, succ maxBound).
intError :: Int
intError = errorWithoutStackTrace ['P','r','e','l','u','d','e','.','E','n','u','m','.','I','n','t',':',' ','b','a','d',' ','a','r','g','u','m','e','n','t']
