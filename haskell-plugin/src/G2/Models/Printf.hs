{-# OPTIONS_GHC -O0 -fno-ignore-interface-pragmas -fno-omit-interface-pragmas -fexpose-all-unfoldings #-}
{-# OPTIONS_GHC -Wno-unused-foralls #-} -- wparseIntFormat has its original's unused type variable
{-# LANGUAGE NoImplicitPrelude #-}
{-# LANGUAGE MagicHash #-}
{-# LANGUAGE ScopedTypeVariables #-}
-- | Models of Text.Printf (Note [Models] in "G2.Models.Table"). Every @printf@,
-- @hPrintf@ and @printf@-to-String ends in 'uprintfs', the interpreter of the format
-- string, which base ships without an unfolding. This is base's own code (base-4.15's
-- Text.Printf: @uprintfs@, @fmt@, @getSpecs@, @getStar@, @stoi@, @adjustment@), so
-- every flag, width, precision, @*@ argument and error message is base's. The one
-- change: 'stoi' reads its digits with a fold instead of @read@, which gives the same
-- Int for a string of digits (both wrap modulo 2^64 past 'maxBound') without running
-- the Read machinery on every width. The other functions base ships without code are
-- base's too: the integral types' modifier parser (@%hhd@, @%lld@ ...), the formatter
-- of integral and of floating-point arguments (at Double and Float, their workers:
-- GHC passes the field format's fields one by one), and the errors, with base's
-- messages.
module G2.Models.Printf
  ( uprintfs, wparseIntFormat, wformatIntegral, wsformatRealFloat, wsformatRealFloat1
  , formatRealFloat, perror, errorShortFormat, errorMissingArgument, errorBadArgument
  , werrorBadFormat, undefinedInt, unknownModifier
  ) where

import Data.Char (chr, intToDigit, isDigit, isUpper, ord, toLower, toUpper)
import Data.Either (Either (..))
import Data.List (stripPrefix)
import GHC.Base (Maybe (..), String, fmap, id, map, otherwise, (.), (++), ($), (>>=))
import GHC.Classes (Eq (..), Ord (..), (&&))
import GHC.Enum (Bounded (..))
import GHC.Err (errorWithoutStackTrace)
import GHC.Float (RealFloat)
import GHC.List (foldl, foldr, length, replicate, span)
import GHC.Num (Integer, Num (..))
import GHC.Prim (Char#, Double#, Float#)
import GHC.Real (fromIntegral)
import GHC.Show (show)
import GHC.Types (Bool (..), Char (..), Double (..), Float (..), Int)
import Numeric (showEFloat, showFFloat, showFFloatAlt, showGFloat, showGFloatAlt, showIntAtBase)
import Text.Printf
  ( FieldFormat (..), FieldFormatter, FormatAdjustment (..), FormatParse (..)
  , FormatSign (..), ModifierParser, formatString, vFmt )

import G2.Models.Read (readEither)

-- | base's @UPrintf@ (not exported there).
type UPrintf = (ModifierParser, FieldFormatter)

uprintfs :: String -> [UPrintf] -> String -> String
uprintfs ""       []       = id
uprintfs ""       (_:_)    = errorShortFormat
uprintfs ('%':'%':cs) us   = ('%' :) . uprintfs cs us
uprintfs ('%':_)  []       = errorMissingArgument
uprintfs ('%':cs) us@(_:_) = fmt cs us
uprintfs (c:cs)   us       = (c :) . uprintfs cs us

fmt :: String -> [UPrintf] -> String -> String
fmt cs0 us0 =
  case getSpecs False False Nothing False cs0 us0 of
    (_, _, []) -> errorMissingArgument
    (ufmt, cs, (_, u) : us) -> u ufmt . uprintfs cs us

stoi :: String -> (Int, String)
stoi cs =
  let (as, cs') = span isDigit cs in
  (foldl (\n d -> n * 10 + (ord d - ord '0')) 0 as, cs')

adjustment :: Maybe Int -> Maybe a -> Bool -> Bool -> Maybe FormatAdjustment
adjustment w p l z =
  case w of
    Just n | n < 0 -> adjl p True z
    _ -> adjl p l z
  where
    adjl _ True _ = Just LeftAdjust
    adjl _ False True = Just ZeroPad
    adjl _ _ _ = Nothing

getSpecs :: Bool -> Bool -> Maybe FormatSign -> Bool -> String -> [UPrintf]
         -> (FieldFormat, String, [UPrintf])
getSpecs _ z s a ('-' : cs0) us = getSpecs True z s a cs0 us
getSpecs l z _ a ('+' : cs0) us = getSpecs l z (Just SignPlus) a cs0 us
getSpecs l z s a (' ' : cs0) us =
  getSpecs l z ss a cs0 us
  where
    ss = case s of
      Just SignPlus -> Just SignPlus
      _ -> Just SignSpace
getSpecs l _ s a ('0' : cs0) us = getSpecs l True s a cs0 us
getSpecs l z s _ ('#' : cs0) us = getSpecs l z s True cs0 us
getSpecs l z s a ('*' : cs0) us =
  let (us', n) = getStar us
      ((p, cs''), us'') = case cs0 of
        '.':'*':r ->
          let (us''', p') = getStar us' in ((Just p', r), us''')
        '.':r ->
          let (p', r') = stoi r in ((Just p', r'), us')
        _ ->
          ((Nothing, cs0), us')
      FormatParse ms c cs =
        case us'' of
          (ufmt, _) : _ -> ufmt cs''
          [] -> errorMissingArgument
  in
   (FieldFormat {
       fmtWidth = Just (abs n),
       fmtPrecision = p,
       fmtAdjust = adjustment (Just n) p l z,
       fmtSign = s,
       fmtAlternate = a,
       fmtModifiers = ms,
       fmtChar = c}, cs, us'')
getSpecs l z s a ('.' : cs0) us =
  let ((p, cs'), us') = case cs0 of
        '*':cs'' -> let (us'', p') = getStar us in ((p', cs''), us'')
        _ ->        (stoi cs0, us)
      FormatParse ms c cs =
        case us' of
          (ufmt, _) : _ -> ufmt cs'
          [] -> errorMissingArgument
  in
   (FieldFormat {
       fmtWidth = Nothing,
       fmtPrecision = Just p,
       fmtAdjust = adjustment Nothing (Just p) l z,
       fmtSign = s,
       fmtAlternate = a,
       fmtModifiers = ms,
       fmtChar = c}, cs, us')
getSpecs l z s a cs0@(c0 : _) us | isDigit c0 =
  let (n, cs') = stoi cs0
      ((p, cs''), us') = case cs' of
        '.' : '*' : r ->
          let (us'', p') = getStar us in ((Just p', r), us'')
        '.' : r ->
          let (p', r') = stoi r in ((Just p', r'), us)
        _ ->
          ((Nothing, cs'), us)
      FormatParse ms c cs =
        case us' of
          (ufmt, _) : _ -> ufmt cs''
          [] -> errorMissingArgument
  in
   (FieldFormat {
       fmtWidth = Just (abs n),
       fmtPrecision = p,
       fmtAdjust = adjustment (Just n) p l z,
       fmtSign = s,
       fmtAlternate = a,
       fmtModifiers = ms,
       fmtChar = c}, cs, us')
getSpecs l z s a cs0@(_ : _) us =
  let FormatParse ms c cs =
        case us of
          (ufmt, _) : _ -> ufmt cs0
          [] -> errorMissingArgument
  in
   (FieldFormat {
       fmtWidth = Nothing,
       fmtPrecision = Nothing,
       fmtAdjust = adjustment Nothing Nothing l z,
       fmtSign = s,
       fmtAlternate = a,
       fmtModifiers = ms,
       fmtChar = c}, cs, us)
getSpecs _ _ _ _ ""       _  =
  errorShortFormat

getStar :: [UPrintf] -> ([UPrintf], Int)
getStar us =
  let ufmt = FieldFormat {
        fmtWidth = Nothing,
        fmtPrecision = Nothing,
        fmtAdjust = Nothing,
        fmtSign = Nothing,
        fmtAlternate = False,
        fmtModifiers = "",
        fmtChar = 'd' } in
  case us of
    [] -> errorMissingArgument
    (_, nu) : us' -> (us', read (nu ufmt ""))
  where
    -- base's @read@ (its unfolding, inlined here, calls code base ships without).
    read str = case readEither str of
      Left e -> errorWithoutStackTrace e
      Right n -> n

-- | base's @parseIntFormat@'s worker; @intModifierMap@'s names (only they matter here).
wparseIntFormat :: forall a. String -> FormatParse
wparseIntFormat s =
  case foldr matchPrefix Nothing ["hh", "h", "l", "ll", "L"] of
    Just m -> m
    Nothing ->
      case s of
        c : cs -> FormatParse "" c cs
        "" -> errorShortFormat
  where
    matchPrefix p m@(Just (FormatParse p0 _ _))
      | length p0 >= length p = m
      | otherwise = case getFormat p of
          Nothing -> m
          Just fp -> Just fp
    matchPrefix p Nothing =
      getFormat p
    getFormat p =
      stripPrefix p s >>= fp
      where
        fp (c : cs) = Just (FormatParse p c cs)
        fp "" = errorShortFormat

-- | @formatIntegral@'s worker: the field format's fields one by one.
wformatIntegral :: Maybe Integer -> Integer -> Maybe Int -> Maybe Int -> Maybe FormatAdjustment
                -> Maybe FormatSign -> Bool -> String -> Char# -> String -> String
wformatIntegral m x w p adj sgn alt mods c =
  formatIntegral m x (FieldFormat w p adj sgn alt mods (C# c))

formatIntegral :: Maybe Integer -> Integer -> FieldFormatter
formatIntegral m x ufmt0 =
  let prec = fmtPrecision ufmt0 in
  case fmtChar ufmt of
    'd' -> (adjustSigned ufmt (fmti prec x) ++)
    'i' -> (adjustSigned ufmt (fmti prec x) ++)
    'x' -> (adjust ufmt (fmtu 16 (alt "0x" x) prec m x) ++)
    'X' -> (adjust ufmt (upcase $ fmtu 16 (alt "0X" x) prec m x) ++)
    'b' -> (adjust ufmt (fmtu 2 (alt "0b" x) prec m x) ++)
    'o' -> (adjust ufmt (fmtu 8 (alt "0" x) prec m x) ++)
    'u' -> (adjust ufmt (fmtu 10 Nothing prec m x) ++)
    'c' | x >= fromIntegral (ord (minBound :: Char)) &&
          x <= fromIntegral (ord (maxBound :: Char)) &&
          fmtPrecision ufmt == Nothing &&
          fmtModifiers ufmt == "" ->
            formatString [chr $ fromIntegral x] (ufmt { fmtChar = 's' })
    'c' -> perror "illegal char conversion"
    c   -> errorBadFormat c
  where
    ufmt = vFmt 'd' $ case ufmt0 of
      FieldFormat { fmtPrecision = Just _, fmtAdjust = Just ZeroPad } ->
        ufmt0 { fmtAdjust = Nothing }
      _ -> ufmt0
    alt _ 0 = Nothing
    alt p _ = case fmtAlternate ufmt of
      True -> Just p
      False -> Nothing
    upcase (s1, s2) = (s1, map toUpper s2)

-- | @formatRealFloat@ at Double, GHC's worker: the fields but the modifiers, which
-- it does not read.
wsformatRealFloat :: Double# -> Maybe Int -> Maybe Int -> Maybe FormatAdjustment
                  -> Maybe FormatSign -> Bool -> Char# -> String -> String
wsformatRealFloat d w p adj sgn alt c =
  formatRealFloat (D# d) (FieldFormat w p adj sgn alt "" (C# c))

-- | @formatRealFloat@ at Float, GHC's worker.
wsformatRealFloat1 :: Float# -> Maybe Int -> Maybe Int -> Maybe FormatAdjustment
                   -> Maybe FormatSign -> Bool -> Char# -> String -> String
wsformatRealFloat1 f w p adj sgn alt c =
  formatRealFloat (F# f) (FieldFormat w p adj sgn alt "" (C# c))

formatRealFloat :: forall a. RealFloat a => a -> FieldFormatter
formatRealFloat x ufmt =
  let c = fmtChar $ vFmt 'g' ufmt
      prec = fmtPrecision ufmt
      alt = fmtAlternate ufmt
  in
   case c of
     'e' -> (adjustSigned ufmt (dfmt c prec alt x) ++)
     'E' -> (adjustSigned ufmt (dfmt c prec alt x) ++)
     'f' -> (adjustSigned ufmt (dfmt c prec alt x) ++)
     'F' -> (adjustSigned ufmt (dfmt c prec alt x) ++)
     'g' -> (adjustSigned ufmt (dfmt c prec alt x) ++)
     'G' -> (adjustSigned ufmt (dfmt c prec alt x) ++)
     _   -> errorBadFormat c

dfmt :: RealFloat a => Char -> Maybe Int -> Bool -> a -> (String, String)
dfmt c p a d =
  let caseConvert = if isUpper c then map toUpper else id
      showFunction = case toLower c of
        'e' -> showEFloat
        'f' -> if a then showFFloatAlt else showFFloat
        'g' -> if a then showGFloatAlt else showGFloat
        _   -> perror "internal error: impossible dfmt"
      result = caseConvert $ showFunction p d ""
  in
   case result of
     '-' : cs -> ("-", cs)
     cs       -> ("" , cs)

adjust :: FieldFormat -> (String, String) -> String
adjust ufmt (pre, str) =
  let naturalWidth = length pre + length str
      zero = case fmtAdjust ufmt of
        Just ZeroPad -> True
        _ -> False
      left = case fmtAdjust ufmt of
        Just LeftAdjust -> True
        _ -> False
      fill = case fmtWidth ufmt of
        Just width | naturalWidth < width ->
          let fillchar = if zero then '0' else ' ' in
          replicate (width - naturalWidth) fillchar
        _ -> ""
  in
   if left
   then pre ++ str ++ fill
   else if zero
        then pre ++ fill ++ str
        else fill ++ pre ++ str

adjustSigned :: FieldFormat -> (String, String) -> String
adjustSigned ufmt@(FieldFormat {fmtSign = Just SignPlus}) ("", str) =
  adjust ufmt ("+", str)
adjustSigned ufmt@(FieldFormat {fmtSign = Just SignSpace}) ("", str) =
  adjust ufmt (" ", str)
adjustSigned ufmt ps =
  adjust ufmt ps

fmti :: Maybe Int -> Integer -> (String, String)
fmti prec i
  | i < 0 = ("-", integral_prec prec (show (-i)))
  | otherwise = ("", integral_prec prec (show i))

fmtu :: Integer -> Maybe String -> Maybe Int -> Maybe Integer -> Integer
     -> (String, String)
fmtu b (Just pre) prec m i =
  let ("", s) = fmtu b Nothing prec m i in
  case pre of
    "0" -> case s of
      '0' : _ -> ("", s)
      _ -> (pre, s)
    _ -> (pre, s)
fmtu b Nothing prec0 m0 i0 =
  case fmtu' prec0 m0 i0 of
    Just s -> ("", s)
    Nothing -> errorBadArgument
  where
    fmtu' :: Maybe Int -> Maybe Integer -> Integer -> Maybe String
    fmtu' prec (Just m) i | i < 0 =
      fmtu' prec Nothing (-2 * m + i)
    fmtu' (Just prec) _ i | i >= 0 =
      fmap (integral_prec (Just prec)) $ fmtu' Nothing Nothing i
    fmtu' Nothing _ i | i >= 0 =
      Just $ showIntAtBase b intToDigit i ""
    fmtu' _ _ _ = Nothing

integral_prec :: Maybe Int -> String -> String
integral_prec Nothing integral = integral
integral_prec (Just 0) "0" = ""
integral_prec (Just prec) integral =
  replicate (prec - length integral) '0' ++ integral

perror :: forall a. String -> a
perror s = errorWithoutStackTrace $ "printf: " ++ s

errorBadFormat :: Char -> a
errorBadFormat c = perror $ "bad formatting char " ++ show c

-- | @errorBadFormat@'s worker.
werrorBadFormat :: forall a. Char# -> a
werrorBadFormat c = errorBadFormat (C# c)

errorShortFormat, errorMissingArgument, errorBadArgument :: forall a. a
errorShortFormat = perror "formatting string ended prematurely"
errorMissingArgument = perror "argument list ended prematurely"
errorBadArgument = perror "bad argument"

-- | @$fPrintfArgChar1@: the @undefined :: Int@ that Char's @parseFormat@ hands to
-- @parseIntFormat@, which never looks at it.
undefinedInt :: Int
undefinedInt = errorWithoutStackTrace "Prelude.undefined"

-- | @$fPrintfArgInt1@: @fixupMods@'s error, floated out by GHC.
unknownModifier :: Maybe Integer
unknownModifier = perror "unknown format modifier"
