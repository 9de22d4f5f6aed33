{-# OPTIONS_GHC -O0 -fno-ignore-interface-pragmas -fno-omit-interface-pragmas -fexpose-all-unfoldings #-}
{-# LANGUAGE ExplicitForAll #-}
{-# LANGUAGE MagicHash #-}
{-# LANGUAGE NoImplicitPrelude #-}
{-# LANGUAGE UnboxedTuples #-}
-- | Models of reading numbers (Note [Models] in "G2.Models.Table"). Reading through
-- ReadP works (G2.Models.ReadP and G2.Models.Lex model its loops), but numbers are
-- read often, so these models take a shorter way one level up:
--
-- * 'readEither' and 'readMaybe' (Text.Read) are the Haskell Report's definitions over
--   the class method 'readsPrec' (GHC's run @readPrec@ followed by @skipSpaces@ and keep
--   the parses that consume everything: the same parses);
-- * the 'readsPrec' methods of Int, Integer, Double and Float are plain parsers of
--   GHC.Read.readNumber: @parens@ around an optional @-@ lexeme and a number lexeme as
--   Text.Read.Lex lexes it ("G2.Models.Lex"); a lexeme an integral type cannot take
--   (@1.5@, @1e3@) is no parse, not a shorter parse. Doubles are rounded from the exact
--   rational to nearest-even, as GHC's @fromRational@.
module G2.Models.Read
  ( readEither, readMaybe
  , readsPrecInt, readsPrecInteger, readsPrecNatural, readsPrecDouble, readsPrecFloat
  , wNumberToRational, readSigned
  ) where

import GHC.Classes (Eq (..), Ord (..), (&&), (||))
import GHC.Float (RealFloat (encodeFloat), double2Float)
import GHC.Maybe (Maybe (..))
import GHC.Num (Integer, Num (..))
import GHC.Num.Natural (Natural)
import GHC.Read (Read (..), lex, readParen)
import GHC.Real (Fractional (..), Integral (..), Real, even, gcd)
import GHC.Types (Bool (..), Char, Double (..), Float, Int (..))
import Data.Either (Either (..))

import G2.Models.Base (integerToNaturalThrow)
import G2.Models.Char (isSpace)
import G2.Models.Float (fromRatDigits)
import G2.Models.Lex (Lexeme (..), Number (..), lexToken, val)
import G2.Models.List (append, drop, length)

-- | @Text.Read.readEither@
readEither :: forall a. Read a => [Char] -> Either [Char] a
readEither s = case complete (readsPrec 0 s) of
  [x] -> Right x
  [] -> Left noParse
  _ -> Left ambiguous

-- | @Text.Read.readMaybe@
readMaybe :: forall a. Read a => [Char] -> Maybe a
readMaybe s = case complete (readsPrec 0 s) of
  [x] -> Just x
  _ -> Nothing

complete :: [(a, [Char])] -> [a]
complete [] = []
complete ((x, t) : rest) = if allSpace t then x : complete rest else complete rest

allSpace :: [Char] -> Bool
allSpace [] = True
allSpace (c : cs) = isSpace c && allSpace cs

dropSpace :: [Char] -> [Char]
dropSpace [] = []
dropSpace s@(c : cs) = if isSpace c then dropSpace cs else s

noParse :: [Char]
noParse = ['P','r','e','l','u','d','e','.','r','e','a','d',':',' ','n','o',' ','p','a','r','s','e']

ambiguous :: [Char]
ambiguous = ['P','r','e','l','u','d','e','.','r','e','a','d',':',' ','a','m','b','i','g','u','o','u','s',' ','p','a','r','s','e']

-- | One token after white space (GHC.Read.lexP), and the rest of the input.
token :: [Char] -> Maybe (Lexeme, [Char])
token s0 = let s = dropSpace s0 in case lexToken s of
  Just (l, n) -> Just (l, drop n s)
  Nothing -> Nothing

------------------------------------------------------------------------------------------
-- GHC.Read.readNumber

-- | @parens@: p here, or inside any number of parentheses.
parens :: ([Char] -> [(a, [Char])]) -> [Char] -> [(a, [Char])]
parens p s0 = append (p s) (mandatory s)
  where
    s = dropSpace s0
    mandatory ('(' : t) = closing (parens p t)
    mandatory _ = []
    closing [] = []
    closing ((x, t) : rest) = case dropSpace t of
      ')' : u -> (x, u) : closing rest
      _ -> closing rest

-- | @readNumber convert@ with @convert@ giving 'Nothing' for a lexeme it rejects.
readNumber :: (a -> a) -> (Lexeme -> Maybe a) -> [Char] -> [(a, [Char])]
readNumber neg convert = parens number
  where
    number s = case token s of
      Just (Symbol ['-'], t) -> case token t of
        Just (l, u) -> case convert l of
          Just n -> [(neg n, u)]
          Nothing -> []
        Nothing -> []
      Just (l, t) -> case convert l of
        Just n -> [(n, t)]
        Nothing -> []
      Nothing -> []

convertInteger :: Lexeme -> Maybe Integer
convertInteger (Number (MkNumber base ds)) = Just (val (toInteger base) ds)
convertInteger (Number (MkDecimal ds Nothing Nothing)) = Just (val 10 ds)
convertInteger _ = Nothing

-- | @GHC.Read.$fReadInt_$creadsPrec@
readsPrecInt :: Int -> [Char] -> [(Int, [Char])]
readsPrecInt _ s = toInts (readNumber negate convertInteger s)
  where
    toInts [] = []
    toInts ((n, t) : rest) = (fromInteger n, t) : toInts rest

-- | @GHC.Read.$fReadInteger_$creadsPrec@
readsPrecInteger :: Int -> [Char] -> [(Integer, [Char])]
readsPrecInteger _ = readNumber negate convertInteger

-- | @GHC.Read.$fReadNatural_$creadsPrec@: the non-negative Integers read, as Naturals
-- (base's fuses the map and the filter into a loop without an unfolding).
readsPrecNatural :: Int -> [Char] -> [(Natural, [Char])]
readsPrecNatural d s = naturals (readsPrecInteger d s)
  where
    naturals [] = []
    naturals ((n, rest) : more)
      | n >= 0 = (integerToNaturalThrow n, rest) : naturals more
      | True = naturals more

------------------------------------------------------------------------------------------
-- Floating point

-- | GHC.Read.convertFrac for a binary format with @p@ mantissa bits and floatRange
-- @(minExp, maxExp)@.
convertFrac :: Int -> Int -> Int -> Lexeme -> Maybe Double
convertFrac _ _ _ (Ident i)
  | eqs i ['N','a','N'] = Just (D# 0.0## / D# 0.0##)
  | eqs i ['I','n','f','i','n','i','t','y'] = Just infinity
  | True = Nothing
convertFrac p minExp maxExp (Number n) = case ranged minExp maxExp n of
  Nothing -> Just infinity
  Just (num, den) -> Just (fromRat p minExp num den)
convertFrac _ _ _ _ = Nothing

infinity :: Double
infinity = D# 1.0## / D# 0.0##

eqs :: [Char] -> [Char] -> Bool
eqs [] [] = True
eqs (a : as) (b : bs) = a == b && eqs as bs
eqs _ _ = False

-- | Text.Read.Lex.numberToRangedRational, as an unreduced (numerator, denominator).
ranged :: Int -> Int -> Number -> Maybe (Integer, Integer)
ranged neg pos n@(MkDecimal iPart mFPart (Just ex))
  | ex > toInteger maxInt || ex < toInteger minInt = Nothing
  | True = case firstDigit of
      Nothing -> Just (0, 1)
      Just fd ->
        let fd' = fd + fromInteger ex in
        if fd' > pos + 3 then Nothing
        else if fd' < neg - 3 then Just (0, 1)
        else Just (rational n)
  where
    firstDigit = case dropZeros iPart of
      i@(_ : _) -> Just (length i)
      [] -> case mFPart of
        Nothing -> Nothing
        Just fPart -> case spanZeros fPart of
          (_, []) -> Nothing
          (zs, _) -> Just (negate (length (zs :: [Int])))
    dropZeros (0 : ds) = dropZeros ds
    dropZeros ds = ds
    spanZeros (0 : ds) = case spanZeros ds of (a, b) -> (0 : a, b)
    spanZeros ds = ([], ds)
ranged _ _ n = Just (rational n)

maxInt :: Int
maxInt = I# 9223372036854775807#

minInt :: Int
minInt = I# (-9223372036854775808#)

-- | Text.Read.Lex.numberToRational, unreduced.
rational :: Number -> (Integer, Integer)
rational (MkNumber base ds) = (val (toInteger base) ds, 1)
rational (MkDecimal i mf me) =
  let fs = case mf of { Nothing -> []; Just f -> f }
      mant = val 10 (append i fs)
      ex = (case me of { Nothing -> 0; Just e -> e }) - toInteger (length fs)
  in if ex >= 0 then (mant * pow 10 ex, 1) else (mant, pow 10 (negate ex))

-- | @Text.Read.Lex.$wnumberToRational@, the worker of numberToRational, which reading a
-- Double or Float inside another value runs (@read "Just 1.5"@, GHC.Read.convertFrac):
-- the numerator and denominator of the Ratio, reduced as @%@ reduces them (both are
-- non-negative here, the denominator positive).
wNumberToRational :: Number -> (# Integer, Integer #)
wNumberToRational n = case rational n of
  (num, den) -> let g = gcd num den in (# num `quot` g, den `quot` g #)

pow :: Integer -> Integer -> Integer
pow b n
  | n <= 0 = 1
  | even n = let h = pow b (n `quot` 2) in h * h
  | True = b * pow b (n - 1)

-- | num/den (both >= 0, den > 0) rounded to nearest-even in a binary format with p
-- mantissa bits and minimum exponent minExp, as a Double (exact: a Float's value is a
-- Double too): GHC's @fromRat''@ ('fromRatDigits', which the engine computes natively:
-- Note [Native functions] in rust-core/src/reduce/native.rs), as @fromRational@ has it.
fromRat :: Int -> Int -> Integer -> Integer -> Double
fromRat p minExp num den
  | num == 0 = D# 0.0##
  | True = case fromRatDigits minExp p num den of (m, e) -> encodeFloat m e

-- | @GHC.Read.$fReadDouble_$creadsPrec@
readsPrecDouble :: Int -> [Char] -> [(Double, [Char])]
readsPrecDouble _ = readNumber negate (convertFrac 53 (-1021) 1024)

-- | @GHC.Read.$fReadFloat_$creadsPrec@
readsPrecFloat :: Int -> [Char] -> [(Float, [Char])]
readsPrecFloat _ s = toFloats (readNumber negate (convertFrac 24 (-125) 128) s)
  where
    toFloats [] = []
    toFloats ((x, t) : rest) = (double2Float x, t) : toFloats rest

-- | @Numeric.readSigned@: base's definition (an optional @-@ token before what
-- @readPos@ reads from the next token), its list monad written as comprehensions.
readSigned :: forall a. Real a => ([Char] -> [(a, [Char])]) -> [Char] -> [(a, [Char])]
readSigned readPos = readParen False read'
  where
    read' r = append (read'' r) [ (negate x, t) | ("-", s) <- lex r, (x, t) <- read'' s ]
    read'' r = [ (n, s) | (str, s) <- lex r, (n, "") <- readPos str ]
