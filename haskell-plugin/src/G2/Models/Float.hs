{-# OPTIONS_GHC -O0 -fno-ignore-interface-pragmas -fno-omit-interface-pragmas -fexpose-all-unfoldings #-}
{-# LANGUAGE ExplicitForAll #-}
{-# LANGUAGE RankNTypes #-}
{-# LANGUAGE MagicHash #-}
{-# LANGUAGE NoImplicitPrelude #-}
{-# LANGUAGE UnboxedTuples #-}
-- | Models of GHC.Float's printing (Note [Models] in "G2.Models.Table"): @show@ on
-- Double and Float reaches the specialised workers @$w$sformatRealFloatAlt@ (Double)
-- and @$w$sformatRealFloatAlt1@ (Float), and the class-polymorphic
-- 'formatRealFloatAlt' / 'floatToDigits' have no unfolding either. These are GHC's
-- algorithms (base-4.15 GHC.Float: formatRealFloatAlt, roundTo, and floatToDigits after
-- Burger and Dybvig) copied into plain Haskell on Integer, with the mantissa and exponent
-- of a Double taken from the primop @decodeDouble_Int64#@ (a Float is widened to a Double
-- first, which is exact, and its 53-bit mantissa cut back to 24 bits).
module G2.Models.Float
  ( formatRealFloatAltDouble, formatRealFloatAltFloat, formatRealFloatAlt, floatToDigits
  , digitsDouble, digitsFloat, wAtan2Double, wAtan2Float, wFromRatDouble, wFromRatFloat
  , elimZerosInteger, elimZerosInt#, wFromRat, roundRatio, fromRatDigits
  ) where

import GHC.Base (ord, unsafeChr)
import GHC.Classes (Eq (..), Ord (..), (&&), (||), not)
import GHC.Float (FFFormat (..), Floating (..), RealFloat (..))
import GHC.Maybe (Maybe (..))
import GHC.Num (Integer, Num (..))
import GHC.Prim (Double#, Float#, Int#, (<=#), (-#), decodeDouble_Int64#, float2Double#, negateDouble#, negateFloat#, (==##))
import GHC.Real (Fractional (..), Integral (..), Ratio (..), Rational, Real (..), RealFrac (..), even, odd, numerator, denominator, (^))
import GHC.Types (Bool (..), Ordering (..), Char, Double (..), Float (..), Int (..), isTrue#)

import G2.Models.List (append, map, replicate, reverse, splitAt, take, repeat, all, init)
import G2.Models.Show (showInt)

-- | @GHC.Float.$w$sformatRealFloatAlt@: 'formatRealFloatAlt' at Double, unboxed.
formatRealFloatAltDouble :: FFFormat -> Maybe Int -> Bool -> Double# -> [Char]
formatRealFloatAltDouble fmt decs alt x#
  | isNaN x = ['N', 'a', 'N']
  | isInfinite x = if x < D# 0.0## then '-' : infinity else infinity
  | x < D# 0.0## || isNegativeZero x = '-' : doFmt fmt decs alt (digitsDouble (negateDouble# x#))
  | True = doFmt fmt decs alt (digitsDouble x#)
  where x = D# x#

-- | @GHC.Float.$w$sformatRealFloatAlt1@: 'formatRealFloatAlt' at Float, unboxed.
formatRealFloatAltFloat :: FFFormat -> Maybe Int -> Bool -> Float# -> [Char]
formatRealFloatAltFloat fmt decs alt x#
  | isNaN x = ['N', 'a', 'N']
  | isInfinite x = if x < F# 0.0# then '-' : infinity else infinity
  | x < F# 0.0# || isNegativeZero x = '-' : doFmt fmt decs alt (digitsFloat (negateFloat# x#))
  | True = doFmt fmt decs alt (digitsFloat x#)
  where x = F# x#

-- | @GHC.Float.formatRealFloatAlt@
formatRealFloatAlt :: forall a. RealFloat a => FFFormat -> Maybe Int -> Bool -> a -> [Char]
formatRealFloatAlt fmt decs alt x
  | isNaN x = ['N', 'a', 'N']
  | isInfinite x = if x < 0 then '-' : infinity else infinity
  | x < 0 || isNegativeZero x = '-' : doFmt fmt decs alt (floatToDigits 10 (negate x))
  | True = doFmt fmt decs alt (floatToDigits 10 x)

infinity :: [Char]
infinity = ['I', 'n', 'f', 'i', 'n', 'i', 't', 'y']

-- | 'floatToDigits' 10 of a non-negative Double.
digitsDouble :: Double# -> ([Int], Int)
digitsDouble x#
  | isTrue# (x# ==## 0.0##) = ([0], 0)
  | True = case decodeDouble_Int64# x# of
      (# m#, e# #) -> digitsBinary (toInteger (I# m#)) (I# e#) 53 (-1021)

-- | 'floatToDigits' 10 of a non-negative Float.
digitsFloat :: Float# -> ([Int], Int)
digitsFloat x# = case float2Double# x# of
  d# | isTrue# (d# ==## 0.0##) -> ([0], 0)
     | True -> case decodeDouble_Int64# d# of
         (# m#, e# #) -> digitsBinary (toInteger (I# m#) `quot` expt 2 29) (I# e# + 29) 24 (-125)

expt :: Integer -> Int -> Integer
expt b n
  | n <= 0 = 1
  | even n = let h = expt b (n `quot` 2) in h * h
  | True = b * expt b (n - 1)

-- | GHC's 'floatToDigits' with base 10 for radix 2: @digitsBinary f0 e0 p minExp0@ for a
-- positive number with @decodeFloat x == (f0, e0)@, @floatDigits x == p@ and
-- @fst (floatRange x) == minExp0@.
digitsBinary :: Integer -> Int -> Int -> Int -> ([Int], Int)
digitsBinary f0 e0 p minExp0 = burgerDybvig 10 2 f0 e0 p minExp0 k0
  where
    lx = p - 1 + e0
    k1 = (lx * 8651) `quot` 28738
    k0 = if lx >= 0 then k1 + 1 else k1

-- | @GHC.Float.floatToDigits@
floatToDigits :: forall a. RealFloat a => Integer -> a -> ([Int], Int)
floatToDigits base x
  | x == 0 = ([0], 0)
  | True = case decodeFloat x of
      (f0, e0) -> case floatRange x of
        (minExp0, _) ->
          let p = floatDigits x
              b = floatRadix x
          in if b == 2 && base == 10 then digitsBinary f0 e0 p minExp0
             -- fixup below only counts upwards: start low enough (GHC starts from a
             -- logarithm; any lower bound gives the same k)
             else burgerDybvig base b f0 e0 p minExp0 (lowK base b f0 e0)

-- | A lower bound of the decimal exponent k: log_base (f * b^e) >= ... (crude).
lowK :: Integer -> Integer -> Integer -> Int -> Int
lowK base b _ e = if e >= 0 then 0 else negate (countUp 0 1)
  where
    -- the smallest n with base^n >= b^(-e), a bound on how small the number is
    target = expt b (negate e)
    countUp n acc = if acc >= target then n + 1 else countUp (n + 1) (acc * base)

burgerDybvig :: Integer -> Integer -> Integer -> Int -> Int -> Int -> Int -> ([Int], Int)
burgerDybvig base b f0 e0 p minExp0 k0 = (map fromInteger (reverse rds), k)
  where
    minExp = minExp0 - p
    fe = let n = minExp - e0 in if n > 0 then (f0 `quot` expt b n, e0 + n) else (f0, e0)
    f = case fe of (ff, _) -> ff
    e = case fe of (_, ee) -> ee
    rsm =
      if e >= 0 then
        let be = expt b e in
        if f == expt b (p - 1) then (f * be * b * 2, 2 * b, be * b, be)
        else (f * be * 2, 2, be, be)
      else
        if e > minExp && f == expt b (p - 1) then (f * b * 2, expt b (negate e + 1) * 2, b, 1)
        else (f * 2, expt b (negate e) * 2, 1, 1)
    r = case rsm of (x, _, _, _) -> x
    s = case rsm of (_, x, _, _) -> x
    mUp = case rsm of (_, _, x, _) -> x
    mDn = case rsm of (_, _, _, x) -> x
    fixup n =
      if n >= 0 then (if r + mUp <= expt base n * s then n else fixup (n + 1))
      else (if expt base (negate n) * (r + mUp) <= s then n else fixup (n + 1))
    k = fixup k0
    gen ds rn sN mUpN mDnN =
      let rb = rn * base
          dn = rb `quot` sN
          rn' = rb `rem` sN
          mUpN' = mUpN * base
          mDnN' = mDnN * base
      in case (rn' < mDnN', rn' + mUpN' > sN) of
           (True, False) -> dn : ds
           (False, True) -> dn + 1 : ds
           (True, True) -> if rn' * 2 < sN then dn : ds else dn + 1 : ds
           (False, False) -> gen (dn : ds) rn' sN mUpN' mDnN'
    rds =
      if k >= 0 then gen [] r (s * expt base k) mUp mDn
      else let bk = expt base (negate k) in gen [] (r * bk) s (mUp * bk) (mDn * bk)

digit :: Int -> Char
digit i = if i < 10 then unsafeChr (ord '0' + i) else unsafeChr (ord 'a' + i - 10)

showI :: Int -> [Char]
showI = showInt

-- | formatRealFloatAlt's doFmt (base 10).
doFmt :: FFFormat -> Maybe Int -> Bool -> ([Int], Int) -> [Char]
doFmt FFGeneric decs alt (is, e) =
  doFmt (if e < 0 || e > 7 then FFExponent else FFFixed) decs alt (is, e)
doFmt FFExponent Nothing _ (is, e) =
  let show_e' = showI (e - 1) in
  case map digit is of
    ['0'] -> ['0', '.', '0', 'e', '0']
    [d] -> d : '.' : '0' : 'e' : show_e'
    (d : ds') -> d : '.' : append ds' ('e' : show_e')
    [] -> []
doFmt FFExponent (Just d) _ (is, e)
  | d <= 0 = case is of
      [0] -> ['0', 'e', '0']
      _ -> case roundTo 10 1 is of
        (ei, is') -> case map digit (if ei > 0 then init is' else is') of
          (n : _) -> n : 'e' : showI (e - 1 + ei)
          [] -> []
  | True =
      let dec' = if d >= 1 then d else 1 in
      case is of
        [0] -> '0' : '.' : append (take dec' (repeat '0')) ['e', '0']
        _ -> case roundTo 10 (dec' + 1) is of
          (ei, is') -> case map digit (if ei > 0 then init is' else is') of
            (c : ds') -> c : '.' : append ds' ('e' : showI (e - 1 + ei))
            [] -> []
doFmt FFFixed Nothing _ (is, e)
  | e <= 0 = '0' : '.' : append (replicate (negate e) '0') (map digit is)
  | True = f e [] (map digit is)
  where
    f 0 s rs = append (mk0 (reverse s)) ('.' : mk0 rs)
    f n s [] = f (n - 1) ('0' : s) []
    f n s (r : rs) = f (n - 1) (r : s) rs
doFmt FFFixed (Just dec) alt (is, e) =
  let dec' = if dec >= 0 then dec else 0 in
  if e >= 0 then
    case roundTo 10 (dec' + e) is of
      (ei, is') -> case splitAt (e + ei) (map digit is') of
        (ls, rs) -> append (mk0 ls) (if null rs && not alt then [] else '.' : rs)
  else
    case roundTo 10 dec' (append (replicate (negate e) 0) is) of
      (ei, is') -> case map digit (if ei > 0 then is' else 0 : is') of
        (c : ds') -> c : (if null ds' && not alt then [] else '.' : ds')
        [] -> []

null :: [a] -> Bool
null [] = True
null _ = False

mk0 :: [Char] -> [Char]
mk0 [] = ['0']
mk0 ls = ls

-- | @GHC.Float.roundTo@
roundTo :: Int -> Int -> [Int] -> (Int, [Int])
roundTo base d is =
  case f d True is of
    x@(0, _) -> x
    (1, xs) -> (1, 1 : xs)
    x -> x
  where
    b2 = base `quot` 2
    f n _ [] = (0, replicate n 0)
    f 0 ev (x : xs)
      | x == b2 && ev && all (== 0) xs = (0, [])
      | True = (if x >= b2 then 1 else 0, [])
    f n _ (i : xs) =
      case f (n - 1) (even i) xs of
        (c, ds) -> let i' = c + i in if i' == base then (1, 0 : ds) else (0, i' : ds)

-- | @GHC.Float.$w$catan2@: base's @atan2@ for Double (the class's default), unboxed.
wAtan2Double :: Double# -> Double# -> Double#
wAtan2Double y x = case atan2' (D# y) (D# x) of D# r -> r

-- | @GHC.Float.$w$catan1@: the same for Float.
wAtan2Float :: Float# -> Float# -> Float#
wAtan2Float y x = case atan2' (F# y) (F# x) of F# r -> r

-- | base's default @atan2@ (GHC.Float, class RealFloat), case for case.
atan2' :: RealFloat a => a -> a -> a
atan2' y x
  | x > 0 = atan (y / x)
  | x == 0 && y > 0 = pi / 2
  | x < 0 && y > 0 = pi + atan (y / x)
  | (x <= 0 && y < 0) || (x < 0 && isNegativeZero y) || (isNegativeZero x && isNegativeZero y)
  = negate (atan2' (negate y) x)
  | y == 0 && (x < 0 || isNegativeZero x) = pi
  | x == 0 && y == 0 = y
  | True = x + y

-- | @GHC.Float.$w$sfromRat''@: @fromRat''@ at Double (behind @fromRational@ and
-- @realToFrac@), unboxed: the positive @n / d@ rounded to the nearest Double, ties to
-- even, subnormals included.
wFromRatDouble :: Int# -> Int# -> Integer -> Integer -> Double#
wFromRatDouble minEx mantDigs n d = case fromRatDigits (I# minEx) (I# mantDigs) n d of
  (m, e) -> case encodeFloat m e of D# x -> x

-- | @GHC.Float.$w$sfromRat''1@: the same at Float.
wFromRatFloat :: Int# -> Int# -> Integer -> Integer -> Float#
wFromRatFloat minEx mantDigs n d = case fromRatDigits (I# minEx) (I# mantDigs) n d of
  (m, e) -> case encodeFloat m e of F# x -> x

-- | The mantissa and exponent of @n / d@ (both positive) in a format of @mantDigs@
-- digits and least exponent @minEx@, rounded to nearest, ties to even: base's
-- @fromRat''@ for a @d@ that is not a power of 2 (its other branch, a shortcut for
-- powers of 2, rounds to the same number).
fromRatDigits :: Int -> Int -> Integer -> Integer -> (Integer, Int)
fromRatDigits minEx mantDigs n d = (rdq, p')
  where
    p0 = max minEx (log2 n - log2 d)
    n' = if p0 < mantDigs then n * pow2 (mantDigs - p0) else n
    d' = if p0 > mantDigs then d * pow2 (p0 - mantDigs) else d
    (p', d'') = if d' * pow2 mantDigs <= n' then (p0 - mantDigs + 1, d' * 2) else (p0 - mantDigs, d')
    rdq = case quotRem n' d'' of
      (q, r) -> case compare (r * 2) d'' of
        LT -> q
        EQ -> if even q then q else q + 1
        GT -> q + 1

-- | The position of the highest set bit of a positive number.
log2 :: Integer -> Int
log2 x = if x < 2 then 0 else 1 + log2 (x `quot` 2)

pow2 :: Int -> Integer
pow2 k = if k <= 0 then 1 else 2 * pow2 (k - 1)

-- | @GHC.Float.ConversionUtils.elimZerosInteger@ (behind @toRational@ on Double and
-- Float): @m@ halved while it is even, at most @e@ times, and what is left of @e@.
-- base's reads the trailing zeros off a table in a byte array.
elimZerosInteger :: Integer -> Int# -> (# Integer, Int# #)
elimZerosInteger m e
  | isTrue# (e <=# 0#) || not (even m) = (# m, e #)
  | True = elimZerosInteger (m `quot` 2) (e -# 1#)

-- | @GHC.Float.ConversionUtils.elimZerosInt#@: the same on an @Int#@.
elimZerosInt# :: Int# -> Int# -> (# Integer, Int# #)
elimZerosInt# n e = elimZerosInteger (toInteger (I# n)) e

-- | @GHC.Real.$fRealFracRatio_$cround@: @round@ on a @Ratio a@ other than a Rational
-- (whose specialisation has code), and what base's own code calls through the class
-- (@fromRat'@ below); base's instance: to the nearest, a tie to the even one. A method
-- of an instance with a context: the instance's type variable and dictionary come
-- before the method's own.
roundRatio :: forall a. Integral a => forall b. Integral b => Ratio a -> b
roundRatio r =
  let (n, f) = properFraction r
      x = if r < 0 then -1 else 1
  in case (compare (abs f) 0.5, odd n) of
       (LT, _) -> n
       (EQ, False) -> n
       (EQ, True) -> n + x
       (GT, _) -> n + x

-- | @GHC.Float.$wfromRat@, the worker of @Numeric.fromRat@ (numerator and denominator
-- unboxed from the Rational): base's special cases (a zero denominator is an infinity or
-- NaN), then @fromRat'@.
wFromRat :: forall a. RealFloat a => Integer -> Integer -> a
wFromRat n d
  | d == 0 = if n > 0 then 1 / 0 else if n < 0 then -1 / 0 else 0 / 0
  | n > 0 = fromRat' (n :% d)
  | n < 0 = - fromRat' ((-n) :% d)
  | True = encodeFloat 0 0

-- | base's @fromRat'@ (a positive argument): scaled by a power of the radix into the
-- mantissa's range, rounded, encoded. base's @expt@ reads powers of 2 and 10 from a
-- table; these are the same numbers.
fromRat' :: forall a. RealFloat a => Rational -> a
fromRat' x = r
  where
    b = floatRadix r
    p = floatDigits r
    (minExp0, _) = floatRange r
    minExp = minExp0 - p
    xMax = toRational (b ^ p)
    ln = integerLogBase b (numerator x)
    ld = integerLogBase b (denominator x)
    p0 = (ln - ld - p) `max` minExp
    f = if p0 < 0 then 1 :% (b ^ negate p0) else (b ^ p0) :% 1
    x0 = x / f
    (x', p') = if x0 >= xMax then (x0 / toRational b, p0 + 1) else (x0, p0)
    r = encodeFloat (round x') p'

-- | ghc-bignum's @integerLogBase#@ for a base above 1 and a positive number: the
-- largest @k@ with @b ^ k <= n@.
integerLogBase :: Integer -> Integer -> Int
integerLogBase b n = if n < b then 0 else 1 + integerLogBase b (n `quot` b)
