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
  , wWord8FromThen, wWord16FromThen, wWord32FromThen
  , word8SuccError, word8PredError, word16SuccError, word16PredError
  , word32SuccError, word32PredError, word64SuccError, word64PredError
  , wWord8ToEnumError, wWord16ToEnumError, wWord32ToEnumError, wWord64ToEnumError
  ) where

import GHC.Base ((++))
import GHC.Classes (Ord (..))
import GHC.Err (errorWithoutStackTrace)
import GHC.Num (Num (..))
import GHC.Prim (Int#, Word#, int2Word#, tagToEnum#, word2Int#)
import GHC.Types (Bool (..), Char, Int (..), Ordering (..))

import GHC.Word (Word8 (..), Word16 (..), Word32 (..), Word64)

import G2.Models.List (map)
import G2.Models.Show (showSignedInt)

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

-- | GHC.Enum's @boundedEnumFromThen@ for a type whose @fromEnum@ is its value and
-- whose bounds are 0 and @maxI@: @[n1, n2 ..]@ up to the bound in its direction.
boundedFromThen :: (Int -> w) -> Int -> Int -> Int -> [w]
boundedFromThen toE maxI i1 i2
  | i2 >= i1 = map toE (fromThenTo i1 i2 maxI)
  | True = map toE (fromThenTo i1 i2 (I# 0#))

-- | @GHC.Word.$w$sboundedEnumFromThen2@: @[a, b ..]@ at Word8 (its specialisation of
-- @boundedEnumFromThen@, the words unboxed).
wWord8FromThen :: Word# -> Word# -> [Word8]
wWord8FromThen a b = boundedFromThen (\(I# i) -> W8# (int2Word# i)) (I# 255#) (I# (word2Int# a)) (I# (word2Int# b))

-- | @GHC.Word.$w$sboundedEnumFromThen@: the same at Word16.
wWord16FromThen :: Word# -> Word# -> [Word16]
wWord16FromThen a b = boundedFromThen (\(I# i) -> W16# (int2Word# i)) (I# 65535#) (I# (word2Int# a)) (I# (word2Int# b))

-- | @GHC.Word.$w$sboundedEnumFromThen1@: the same at Word32.
wWord32FromThen :: Word# -> Word# -> [Word32]
wWord32FromThen a b = boundedFromThen (\(I# i) -> W32# (int2Word# i)) (I# 4294967295#) (I# (word2Int# a)) (I# (word2Int# b))

-- The errors of the sized words' Enum instances (GHC.Word), GHC.Enum's succError,
-- predError and toEnumError with their messages; the CAFs and workers named by the
-- methods' unfoldings in GHC.Word's interface: succ @14@/@3@/@6@/@11@, pred
-- @13@/@2@/@5@/@10@ ($fEnumWordN), toEnum @$wlvl3@/@$wlvl@/@$wlvl1@/@$wlvl2@ for
-- Word8/16/32/64.

word8SuccError, word8PredError :: Word8
word8SuccError = errorWithoutStackTrace (succMessage "Word8")
word8PredError = errorWithoutStackTrace (predMessage "Word8")

word16SuccError, word16PredError :: Word16
word16SuccError = errorWithoutStackTrace (succMessage "Word16")
word16PredError = errorWithoutStackTrace (predMessage "Word16")

word32SuccError, word32PredError :: Word32
word32SuccError = errorWithoutStackTrace (succMessage "Word32")
word32PredError = errorWithoutStackTrace (predMessage "Word32")

word64SuccError, word64PredError :: Word64
word64SuccError = errorWithoutStackTrace (succMessage "Word64")
word64PredError = errorWithoutStackTrace (predMessage "Word64")

wWord8ToEnumError :: Int# -> Word8
wWord8ToEnumError i = errorWithoutStackTrace (toEnumMessage "Word8" (I# i) "(0,255)")

wWord16ToEnumError :: Int# -> Word16
wWord16ToEnumError i = errorWithoutStackTrace (toEnumMessage "Word16" (I# i) "(0,65535)")

wWord32ToEnumError :: Int# -> Word32
wWord32ToEnumError i = errorWithoutStackTrace (toEnumMessage "Word32" (I# i) "(0,4294967295)")

wWord64ToEnumError :: Int# -> Word64
wWord64ToEnumError i = errorWithoutStackTrace (toEnumMessage "Word64" (I# i) "(0,18446744073709551615)")

succMessage, predMessage :: [Char] -> [Char]
succMessage t = "Enum.succ{" ++ t ++ "}: tried to take `succ' of maxBound"
predMessage t = "Enum.pred{" ++ t ++ "}: tried to take `pred' of minBound"

toEnumMessage :: [Char] -> Int -> [Char] -> [Char]
toEnumMessage t i bounds = "Enum.toEnum{" ++ t ++ "}: tag (" ++ showSignedInt 0 i (") is outside of bounds " ++ bounds)
