{-# OPTIONS_GHC -O0 -fno-ignore-interface-pragmas -fno-omit-interface-pragmas -fexpose-all-unfoldings #-}
{-# LANGUAGE ExplicitForAll #-}
{-# LANGUAGE MagicHash #-}
{-# LANGUAGE NoImplicitPrelude #-}
{-# LANGUAGE UnboxedTuples #-}
-- | Models of assorted base functions (Note [Models] in "G2.Models.Table") that the
-- differential corpus (test-suite/programs/diff/) reaches: error paths whose message
-- CAFs have no unfolding (@fromJust@, @chr@), @integerCompare@, which ghc-bignum
-- defines without an unfolding, and list helpers of Data.Maybe and Data.Either.
module G2.Models.Base
  ( fromJust, chr, integerCompare, integerDivMod#, integerQuotRem#, catMaybes, mapMaybe
  , partitionEithers, powInteger, powInt, negativeExponentInteger, negativeExponentInt
  ) where

import GHC.Classes ((&&))
import GHC.Base ((++))
import GHC.Err (errorWithoutStackTrace)
import G2.Models.Show (showSignedInt)
import GHC.Maybe (Maybe (..))
import Data.Either (Either (..))
import GHC.Num (Integer, integerEq, integerLt, integerDiv, integerMod, integerQuot, integerRem)
import GHC.Prim ((>=#), (<=#), (==#), (*#), (-#), chr#, Int#, quotInt#, remInt#)
import GHC.Num (integerMul)
import GHC.Stack.Types (HasCallStack)
import GHC.Types (Bool (..), Char (..), Int (..), Ordering (..), isTrue#)

-- | @Data.Maybe.fromJust@ (its error CAF @fromJust11@ has no unfolding). Same type,
-- HasCallStack included; the message leaves out the call stack.
fromJust :: forall a. HasCallStack => Maybe a -> a
fromJust (Just x) = x
fromJust Nothing = errorWithoutStackTrace "Maybe.fromJust: Nothing"

-- | @GHC.Char.chr@ (its error worker @$wlvl@ has no unfolding).
chr :: Int -> Char
chr (I# i#)
  | isTrue# (i# >=# 0#) && isTrue# (i# <=# 0x10FFFF#) = C# (chr# i#)
  | True = errorWithoutStackTrace ("Prelude.chr: bad argument: " ++ showSignedInt 9 (I# i#) "")

-- | @GHC.Num.Integer.integerCompare@, from the comparisons the engine implements.
integerCompare :: Integer -> Integer -> Ordering
integerCompare a b
  | integerLt a b = LT
  | integerEq a b = EQ
  | True = GT

-- | @GHC.Num.Integer.integerDivMod#@, from the engine's @integerDiv@/@integerMod@.
integerDivMod# :: Integer -> Integer -> (# Integer, Integer #)
integerDivMod# a b = (# integerDiv a b, integerMod a b #)

-- | @GHC.Num.Integer.integerQuotRem#@, from the engine's @integerQuot@/@integerRem@.
integerQuotRem# :: Integer -> Integer -> (# Integer, Integer #)
integerQuotRem# a b = (# integerQuot a b, integerRem a b #)

-- | @Data.Maybe.catMaybes@ (base's is a fusion helper without an unfolding).
catMaybes :: forall a. [Maybe a] -> [a]
catMaybes [] = []
catMaybes (Just x : xs) = x : catMaybes xs
catMaybes (Nothing : xs) = catMaybes xs

-- | @Data.Maybe.mapMaybe@
mapMaybe :: forall a b. (a -> Maybe b) -> [a] -> [b]
mapMaybe _ [] = []
mapMaybe f (x : xs) = case f x of
  Nothing -> mapMaybe f xs
  Just y -> y : mapMaybe f xs

-- | @Data.Either.partitionEithers@, lazy in both components as base's.
partitionEithers :: forall a b. [Either a b] -> ([a], [b])
partitionEithers [] = ([], [])
partitionEithers (e : es) =
  let r = partitionEithers es
  in case e of
       Left a -> (a : fstP r, sndP r)
       Right b -> (fstP r, b : sndP r)
  where
    fstP (x, _) = x
    sndP (_, y) = y

-- | @GHC.Real.$wf@: the loop of @(^)@ at Integer base (the exponent is positive).
powInteger :: Integer -> Int# -> Integer
powInteger x n
  | isTrue# (n <=# 1#) = x
  | isTrue# (remInt# n 2# ==# 0#) = let h = powInteger x (quotInt# n 2#) in integerMul h h
  | True = integerMul x (powInteger x (n -# 1#))

-- | @GHC.Real.$wf1@: the loop of @(^)@ at Int base (the exponent is positive).
powInt :: Int# -> Int# -> Int#
powInt x n = if isTrue# (n <=# 1#) then x else x *# powInt x (n -# 1#)

-- | @GHC.Real.^1@: @(^)@'s negative-exponent error at Integer.
negativeExponentInteger :: Integer
negativeExponentInteger = errorWithoutStackTrace "Negative exponent"

-- | @GHC.Real.^2@: the same at Int.
negativeExponentInt :: Int
negativeExponentInt = errorWithoutStackTrace "Negative exponent"
