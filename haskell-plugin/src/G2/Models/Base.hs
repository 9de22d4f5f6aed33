{-# OPTIONS_GHC -O0 -fno-ignore-interface-pragmas -fno-omit-interface-pragmas -fexpose-all-unfoldings #-}
{-# LANGUAGE ExplicitForAll #-}
{-# LANGUAGE MagicHash #-}
{-# LANGUAGE NoImplicitPrelude #-}
{-# LANGUAGE UnboxedTuples #-}
-- | Models of assorted base functions (Note [Models] in "G2.Models.Table") that the
-- differential corpus (test-suite/programs/diff/) reaches: error paths whose message
-- CAFs have no unfolding (@fromJust@, @chr@), @integerCompare@ and Integer's bit
-- operations, which ghc-bignum defines without an unfolding, and list helpers of
-- Data.Maybe and Data.Either.
module G2.Models.Base
  ( fromJust, chr, integerCompare, integerDivMod#, integerQuotRem#, catMaybes, mapMaybe
  , partitionEithers, powInteger, powInt, negativeExponentInteger, negativeExponentInt
  , integerAnd, integerOr, integerXor, integerComplement, integerShiftL#, integerShiftR#
  , integerTestBit#, integerPopCount#, integerBit#, wIndexError, wShowsPrecArray
  , integerToNaturalThrow, integerToNaturalClamp, naturalSubThrow, naturalNegate
  , naturalQuotRem#, naturalCompare, chrError, wIntegerSignum
  , integerGcd, integerLcm, naturalGcd, naturalLcm
  ) where

import qualified GHC.Real as Real

import GHC.Classes ((&&), (||))
import GHC.Base ((++))
import GHC.Err (errorWithoutStackTrace)
import G2.Models.Show (showSignedInt)
import GHC.Maybe (Maybe (..))
import Data.Either (Either (..))
import GHC.Num (Integer, integerEq, integerLt, integerDiv, integerMod, integerQuot, integerRem)
import GHC.Prim ((>=#), (<=#), (==#), (*#), (-#), (+#), chr#, Int#, Word#, quotInt#, remInt#, eqWord#, minusWord#, negateInt#)
import GHC.Num (integerMul, integerAdd, integerSub, integerNegate, integerFromInt#, integerToInt#)
import GHC.Stack.Types (HasCallStack)
import GHC.Num.Natural (Natural, naturalLt, naturalEq, naturalSubUnsafe, naturalQuot, naturalRem)
import GHC.Num.Integer (integerToNatural)
import GHC.Prim.Exception (raiseUnderflow)
import GHC.Arr (Array, bounds, assocs)
import GHC.Ix (Ix)
import GHC.Prim ((>#))
import GHC.Show (Show (..), ShowS, showParen, showString, showChar)
import GHC.Base ((.))
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

-- | @GHC.Char.$wlvl@: 'chr''s error, which base's own unfoldings call.
chrError :: Int# -> Char
chrError i# = errorWithoutStackTrace ("Prelude.chr: bad argument: " ++ showSignedInt 9 (I# i#) "")

-- | @GHC.Num.Integer.$wintegerSignum@: GHC's worker of @integerSignum@ (whose
-- wrapper the engine implements), which base's own unfoldings call.
wIntegerSignum :: Integer -> Int#
wIntegerSignum n
  | integerLt n 0 = -1#
  | integerEq n 0 = 0#
  | True = 1#

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

-- Note [Integer bits]
-- ~~~~~~~~~~~~~~~~~~~
-- ghc-bignum defines Integer's bit operations without unfoldings. Here they are
-- arithmetic on the two's complement reading of an Integer, which is what GHC's are:
-- floor division by 2 splits off the lowest bit (0 or 1) and leaves the rest, which
-- goes to 0 for a non-negative number and to -1 for a negative one, so each recursion
-- ends, and a result's lowest bit is the operation on the operands' lowest bits.

-- | The lowest bit and the rest: @(x `div` 2, x `mod` 2)@.
halve :: Integer -> (# Integer, Integer #)
halve x = (# integerDiv x two, integerMod x two #)

two :: Integer
two = integerFromInt# 2#

zero :: Integer
zero = integerFromInt# 0#

minusOne :: Integer
minusOne = integerFromInt# (negateInt# 1#)

-- | @2 * rest + bit@.
unhalve :: Integer -> Integer -> Integer
unhalve rest b = integerAdd (integerMul two rest) b

-- | The bitwise operation whose value on one bit is @bitOp@ (on 0 and 1): once each
-- operand is 0 or -1 (all its bits alike) the rest of the result is all alike too.
bitwise :: (Integer -> Integer -> Integer) -> Integer -> Integer -> Integer
bitwise bitOp a b
  | uniform a && uniform b = integerNegate (bitOp (integerNegate a) (integerNegate b))
  | True = case halve a of
      (# ra, ba #) -> case halve b of
        (# rb, bb #) -> unhalve (bitwise bitOp ra rb) (bitOp ba bb)
  where uniform x = integerEq x zero || integerEq x minusOne

-- | @GHC.Num.Integer.integerAnd@ (Note [Integer bits]).
integerAnd :: Integer -> Integer -> Integer
integerAnd = bitwise integerMul

-- | @GHC.Num.Integer.integerOr@ (Note [Integer bits]).
integerOr :: Integer -> Integer -> Integer
integerOr = bitwise (\x y -> integerSub (integerAdd x y) (integerMul x y))

-- | @GHC.Num.Integer.integerXor@ (Note [Integer bits]).
integerXor :: Integer -> Integer -> Integer
integerXor = bitwise (\x y -> integerSub (integerAdd x y) (integerMul two (integerMul x y)))

-- | @GHC.Num.Integer.integerComplement@: @-x - 1@.
integerComplement :: Integer -> Integer
integerComplement a = integerSub minusOne a

-- | @2 ^ n@.
twoTo :: Word# -> Integer
twoTo n
  | isTrue# (eqWord# n 0##) = integerFromInt# 1#
  | True = integerMul two (twoTo (minusWord# n 1##))

-- | @GHC.Num.Integer.integerShiftL#@: multiplication by a power of 2.
integerShiftL# :: Integer -> Word# -> Integer
integerShiftL# a n = integerMul a (twoTo n)

-- | @GHC.Num.Integer.integerShiftR#@: floor division by a power of 2 (arithmetic shift).
integerShiftR# :: Integer -> Word# -> Integer
integerShiftR# a n = integerDiv a (twoTo n)

-- | @GHC.Num.Integer.integerTestBit#@ (ghc-bignum's @Bool#@ is an @Int#@).
integerTestBit# :: Integer -> Word# -> Int#
integerTestBit# a n = integerToInt# (integerMod (integerShiftR# a n) two)

-- | @GHC.Num.Integer.integerPopCount#@: for a negative number, minus the count of its
-- absolute value (as ghc-bignum defines it).
integerPopCount# :: Integer -> Int#
integerPopCount# a
  | integerLt a zero = negateInt# (ones (integerNegate a))
  | True = ones a
  where
    ones x
      | integerEq x zero = 0#
      | True = case halve x of (# r, b #) -> integerToInt# b +# ones r

-- | @GHC.Num.Integer.integerBit#@: @2 ^ n@.
integerBit# :: Word# -> Integer
integerBit# = twoTo

-- | @GHC.Ix.$windexError@, the worker of @indexError@ (an index out of an array's
-- bounds): @showsPrec@ of the index type, the bounds, the index and the type's name.
wIndexError :: forall a b. (Int -> a -> ShowS) -> a -> a -> a -> [Char] -> b
wIndexError sp l u i tp = errorWithoutStackTrace
  ("Ix{" ++ tp ++ "}.index: Index (" ++ sp (I# 0#) i (") out of range ((" ++ sp (I# 0#) l ("," ++ sp (I# 0#) u "))")))

-- | @GHC.Arr.$w$cshowsPrec@: @showsPrec@ on an 'Array' (@array (0,2) [(0,'a'), ...]@).
wShowsPrecArray :: forall a b. (Ix a, Show a, Show b) => Int# -> Array a b -> ShowS
wShowsPrecArray p a = showParen (isTrue# (p ># 10#))
  (showString "array " . showsPrec (I# 11#) (bounds a) . showChar ' ' . showsPrec (I# 11#) (assocs a))

-- Natural's functions that must not go below zero (Note [Naturals as Integers] in
-- rust-core/src/reduce/builtin.rs: the others are the engine's Integer builtins).

-- | @GHC.Num.Integer.integerToNaturalThrow@ (@fromInteger@ at Natural).
integerToNaturalThrow :: Integer -> Natural
integerToNaturalThrow i
  | integerLt i zero = raiseUnderflow
  | True = integerToNatural i

-- | @GHC.Num.Integer.integerToNaturalClamp@.
integerToNaturalClamp :: Integer -> Natural
integerToNaturalClamp i
  | integerLt i zero = integerToNatural zero
  | True = integerToNatural i

-- | @GHC.Num.Natural.naturalSubThrow@ (@-@ at Natural).
naturalSubThrow :: Natural -> Natural -> Natural
naturalSubThrow a b
  | naturalLt a b = raiseUnderflow
  | True = naturalSubUnsafe a b

-- | @GHC.Num.Natural.naturalNegate@: only 0 has a negation.
naturalNegate :: Natural -> Natural
naturalNegate n
  | naturalEq n (integerToNatural zero) = n
  | True = raiseUnderflow

-- | @GHC.Num.Natural.naturalQuotRem#@.
naturalQuotRem# :: Natural -> Natural -> (# Natural, Natural #)
naturalQuotRem# a b = (# naturalQuot a b, naturalRem a b #)

-- | @GHC.Num.Natural.naturalCompare@.
naturalCompare :: Natural -> Natural -> Ordering
naturalCompare a b
  | naturalLt a b = LT
  | naturalEq a b = EQ
  | True = GT

-- | @GHC.Num.Integer.integerGcd@, which ghc-bignum defines without an unfolding: base's
-- own rational arithmetic calls it (@$w$sreduce@, the @%@ of Rational), and so does
-- @gcd@ at Integer where GHC's rewrite rule replaced it. The same value as base's
-- generic @gcd@ (Euclid on the absolute values; 0 only for gcd 0 0), which is the model,
-- so that there is one Euclid.
integerGcd :: Integer -> Integer -> Integer
integerGcd a b = Real.gcd a b

-- | @GHC.Num.Integer.integerLcm@ (@lcm@ at Integer after the rewrite rule): base's
-- generic @lcm@, the same value (0 if either is 0, else non-negative).
integerLcm :: Integer -> Integer -> Integer
integerLcm a b = Real.lcm a b

-- | @GHC.Num.Natural.naturalGcd@ (@gcd@ at Natural after the rewrite rule).
naturalGcd :: Natural -> Natural -> Natural
naturalGcd a b = Real.gcd a b

-- | @GHC.Num.Natural.naturalLcm@.
naturalLcm :: Natural -> Natural -> Natural
naturalLcm a b = Real.lcm a b
