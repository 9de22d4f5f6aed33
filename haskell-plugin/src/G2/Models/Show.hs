{-# OPTIONS_GHC -O0 -fno-ignore-interface-pragmas -fno-omit-interface-pragmas -fexpose-all-unfoldings #-}
{-# LANGUAGE ExplicitForAll #-}
{-# LANGUAGE MagicHash #-}
{-# LANGUAGE NoImplicitPrelude #-}
{-# LANGUAGE UnboxedTuples #-}
-- | Models of GHC.Show for Int, Integer, Char, String, lists, pairs, Bool and Maybe
-- (Note [Models] in "G2.Models.Table"): base's versions reach recursive workers with no
-- unfolding (@$witos'@, @$wshowLitChar@ ...). No string literals here, so that
-- showing does not depend on unpacking @Addr#@ literals: text is written as lists of
-- characters.
module G2.Models.Show
  ( itos, showSignedInt, showInt, showIntList, showsPrecInteger, showIntegerList
  , showList__, showLitChar, showLitString, showsPrecChar, showChar', showCharList
  , showsPrecPair, showPair, showPairList, showsPrecBool, showBool, showsPrecMaybe
  , showMaybe, showTupleGo, wShowWord, wItos, wIntegerToString, wShowLitChar
  , intToDigitError, showIntAtBaseBaseError, showIntAtBaseNegativeError, showIntNegativeError
  ) where

import GHC.Base (String, ord, unsafeChr, (++))
import GHC.Err (errorWithoutStackTrace)
import GHC.Classes (Eq (..), Ord (..), (&&))
import GHC.Num (Integer, Num (..))

import GHC.Real (quot, rem)
import GHC.Show (Show (..), ShowS)
import GHC.Types (Bool (..), Char, Int (..))
import GHC.Maybe (Maybe (..))
import GHC.Prim (Char#, Int#, Word#, chr#, ord#, word2Int#, ltWord#, quotWord#, remWord#, (+#))
import GHC.Types (Char (..), isTrue#)

import G2.Models.List (append, index)

-- | Non-negative only: the decimal digits of @n@ before @cs@.
digits :: Int -> [Char] -> [Char]
digits n cs
  | n < 10 = unsafeChr (ord '0' + n) : cs
  | True = digits (n `quot` 10) (unsafeChr (ord '0' + n `rem` 10) : cs)

-- | @GHC.Show.itos@
itos :: Int# -> [Char] -> [Char]
itos n# cs
  | n < 0 = if negate n < 0   -- minBound (a literal would need fromInteger)
      then '-' : digits (negate (n `quot` 10)) (digits (negate (n `rem` 10)) cs)
      else '-' : digits (negate n) cs
  | True = digits n cs
  where n = I# n#

-- | @GHC.Show.showSignedInt@ (also @showsPrec@ of @Show Int@)
showSignedInt :: Int -> Int -> ShowS
showSignedInt p n@(I# n#) r
  | n < 0 && p > 6 = '(' : itos n# (')' : r)
  | True = itos n# r

-- | @GHC.Show.$fShowInt_$cshow@
showInt :: Int -> [Char]
showInt (I# n#) = itos n# []

-- | @GHC.Show.$fShowInt_$cshowList@
showIntList :: [Int] -> ShowS
showIntList = showList__ (showSignedInt 0)

integerDigits :: Integer -> [Char] -> [Char]
integerDigits n cs
  | n < 10 = unsafeChr (ord '0' + integerToIntM n) : cs
  | True = integerDigits (n `quot` 10) (unsafeChr (ord '0' + integerToIntM (n `rem` 10)) : cs)

integerToIntM :: Integer -> Int
integerToIntM = fromIntegerInt

fromIntegerInt :: Integer -> Int
fromIntegerInt = fromInteger

-- | @GHC.Show.$fShowInteger_$cshowsPrec@
showsPrecInteger :: Int -> Integer -> ShowS
showsPrecInteger p n r
  | n < 0 = if p > 6 then '(' : '-' : integerDigits (negate n) (')' : r)
                     else '-' : integerDigits (negate n) r
  | True = integerDigits n r

-- | @GHC.Show.$wshowLitChar@, GHC's worker of 'showLitChar', which base's own
-- unfoldings call (@show@ on a Char in Text.Printf's errors).
wShowLitChar :: Char# -> ShowS
wShowLitChar c = showLitChar (C# c)

-- | @GHC.Show.intToDigit1@: 'intToDigit''s error.
intToDigitError :: Int# -> Char
intToDigitError i = errorWithoutStackTrace ("Char.intToDigit: not a digit " ++ show (I# i))

-- | @Numeric.$wlvl2@ and @$wlvl3@: @showIntAtBase@'s errors, given the number and
-- its type's @show@.
showIntAtBaseBaseError, showIntAtBaseNegativeError :: forall a. a -> (a -> String) -> String
showIntAtBaseBaseError base sh =
  errorWithoutStackTrace ("Numeric.showIntAtBase: applied to unsupported base " ++ sh base)
showIntAtBaseNegativeError n sh =
  errorWithoutStackTrace ("Numeric.showIntAtBase: applied to negative number " ++ sh n)

-- | @GHC.Show.$wintegerToString@, GHC's worker of @integerToString@ (the first
-- character and the rest), which base's own unfoldings call (Text.Printf's @fmti@).
wIntegerToString :: Integer -> [Char] -> (# Char, [Char] #)
wIntegerToString n cs = case showsPrecInteger 0 n cs of
  c : rest -> (# c, rest #)
  [] -> (# '0', cs #) -- unreachable: a number has at least one digit

-- | @GHC.Show.$fShowInteger_$cshowList@
showIntegerList :: [Integer] -> ShowS
showIntegerList = showList__ (showsPrecInteger 0)

-- | @GHC.Show.showList__@
showList__ :: forall a. (a -> ShowS) -> [a] -> ShowS
showList__ _ [] s = '[' : ']' : s
showList__ showx (x : xs) s = '[' : showx x (showl xs)
  where
    showl [] = ']' : s
    showl (y : ys) = ',' : showx y (showl ys)

asciiTab :: [[Char]]
asciiTab =
  [ ['N','U','L'], ['S','O','H'], ['S','T','X'], ['E','T','X'], ['E','O','T']
  , ['E','N','Q'], ['A','C','K'], ['B','E','L'], ['B','S'], ['H','T'], ['L','F']
  , ['V','T'], ['F','F'], ['C','R'], ['S','O'], ['S','I'], ['D','L','E']
  , ['D','C','1'], ['D','C','2'], ['D','C','3'], ['D','C','4'], ['N','A','K']
  , ['S','Y','N'], ['E','T','B'], ['C','A','N'], ['E','M'], ['S','U','B']
  , ['E','S','C'], ['F','S'], ['G','S'], ['R','S'], ['U','S'], ['S','P'] ]

-- | @GHC.Show.showLitChar@
showLitChar :: Char -> ShowS
showLitChar c s
  | c > '\DEL' = '\\' : protectEsc isDec (itos' (ord c)) s
  | c == '\DEL' = '\\' : 'D' : 'E' : 'L' : s
  | c == '\\' = '\\' : '\\' : s
  | c >= ' ' = c : s
  | c == '\a' = '\\' : 'a' : s
  | c == '\b' = '\\' : 'b' : s
  | c == '\f' = '\\' : 'f' : s
  | c == '\n' = '\\' : 'n' : s
  | c == '\r' = '\\' : 'r' : s
  | c == '\t' = '\\' : 't' : s
  | c == '\v' = '\\' : 'v' : s
  | c == '\SO' = '\\' : 'S' : 'O' : protectEsc (\d -> d == 'H') (\t -> t) s
  | True = '\\' : append (index asciiTab (ord c)) s
  where
    itos' (I# n#) = itos n#
    isDec d = d >= '0' && d <= '9'

protectEsc :: (Char -> Bool) -> ShowS -> ShowS
protectEsc p f s = f (cont s)
  where
    cont t@(d : _) | p d = '\\' : '&' : t
    cont t = t

-- | @GHC.Show.showLitString@
showLitString :: [Char] -> ShowS
showLitString [] s = s
showLitString (c : cs) s
  | c == '"' = '\\' : '"' : showLitString cs s
  | True = showLitChar c (showLitString cs s)

-- | @GHC.Show.$fShowChar_$cshowsPrec@
showsPrecChar :: Int -> Char -> ShowS
showsPrecChar _ c s
  | c == '\'' = '\'' : '\\' : '\'' : '\'' : s
  | True = '\'' : showLitChar c ('\'' : s)

-- | @GHC.Show.$fShowChar_$cshow@
showChar' :: Char -> [Char]
showChar' c = showsPrecChar 0 c []

-- | @GHC.Show.$fShowChar_$cshowList@
showCharList :: [Char] -> ShowS
showCharList cs s = '"' : showLitString cs ('"' : s)

-- | @GHC.Show.$fShow(,)_$cshowsPrec@
showsPrecPair :: forall a b. (Show a, Show b) => Int -> (a, b) -> ShowS
showsPrecPair _ (a, b) s = '(' : showsPrec 0 a (',' : showsPrec 0 b (')' : s))

-- | @GHC.Show.$fShow(,)_$cshow@
showPair :: forall a b. (Show a, Show b) => (a, b) -> [Char]
showPair p = showsPrecPair 0 p []

-- | @GHC.Show.$fShow(,)_$cshowList@
showPairList :: forall a b. (Show a, Show b) => [(a, b)] -> ShowS
showPairList = showList__ (showsPrecPair 0)

-- | @GHC.Show.$fShowBool_$cshowsPrec@
showsPrecBool :: Int -> Bool -> ShowS
showsPrecBool _ False s = 'F' : 'a' : 'l' : 's' : 'e' : s
showsPrecBool _ True s = 'T' : 'r' : 'u' : 'e' : s

-- | @GHC.Show.$fShowBool_$cshow@
showBool :: Bool -> [Char]
showBool b = showsPrecBool 0 b []

-- | @GHC.Show.$fShowMaybe_$cshowsPrec@
showsPrecMaybe :: forall a. Show a => Int -> Maybe a -> ShowS
showsPrecMaybe _ Nothing s = 'N' : 'o' : 't' : 'h' : 'i' : 'n' : 'g' : s
showsPrecMaybe d (Just x) s
  | d >= 11 = '(' : just (')' : s)
  | True = just s
  where just t = 'J' : 'u' : 's' : 't' : ' ' : showsPrec 11 x t

-- | @GHC.Show.$fShowMaybe_$cshow@
showMaybe :: forall a. Show a => Maybe a -> [Char]
showMaybe m = showsPrecMaybe 0 m []

-- | @GHC.Show.$fShow(,,)_$sgo@ (and the same for the larger tuples): @show_tuple@'s
-- @foldr1 (\s r -> s . showChar ',' . r)@, specialised, with the text after the
-- tuple first: @go rest s [s1, s2] = s (',' : s1 (',' : s2 rest))@.
showTupleGo :: [Char] -> ShowS -> [ShowS] -> [Char]
showTupleGo rest s [] = s rest
showTupleGo rest s (s' : ss) = s (',' : showTupleGo rest s' ss)

-- | @GHC.Show.$wshowWord@, the worker of @showWord@: the decimal digits of @w@ before
-- @cs@, as the first character and the rest.
wShowWord :: Word# -> [Char] -> (# Char, [Char] #)
wShowWord w cs = case wordDigits w cs of
  c : rest -> (# c, rest #)
  [] -> (# C# '0'#, cs #)

wordDigits :: Word# -> [Char] -> [Char]
wordDigits w cs
  | isTrue# (ltWord# w 10##) = digit w : cs
  | True = wordDigits (quotWord# w 10##) (digit (remWord# w 10##) : cs)
  where digit d = C# (chr# (ord# '0'# +# word2Int# d))

-- | @GHC.Show.$witos@, the worker of 'itos' (reached from the wrappers that GHC
-- inlined into base's own code, e.g. @show@ at Word8): its result's head and tail.
wItos :: Int# -> [Char] -> (# Char, [Char] #)
wItos n cs = case itos n cs of
  c : rest -> (# c, rest #)
  [] -> (# C# '0'#, cs #)

-- | @Numeric.showInt1@: @showInt@'s error on a negative number (a CAF base ships without
-- code, reached where the number is symbolic).
showIntNegativeError :: String
showIntNegativeError = errorWithoutStackTrace "Numeric.showInt: can't show negative numbers"
