{-# OPTIONS_GHC -O0 -fno-ignore-interface-pragmas -fno-omit-interface-pragmas -fexpose-all-unfoldings #-}
{-# LANGUAGE MagicHash #-}
{-# LANGUAGE NoImplicitPrelude #-}
{-# LANGUAGE UnliftedFFITypes #-}
-- | Models of GHC.Unicode's classification and case mapping (Note [Models] in
-- "G2.Models.Table"), exact for every code point. base answers these through C
-- (u_iswalpha, u_towupper ...) with Unicode tables. On Latin-1 (U+0000..U+00FF) the
-- models decide in plain Haskell, so a symbolic character splits into the familiar
-- small cases first; beyond Latin-1 they call base's own C function, which the engine
-- runs natively from tables generated from GHC (@rust-core/src/unicode@), also on a
-- symbolic character (as one solver term: no further split). 'isSpace' and
-- 'isControl' are exact in plain Haskell (their sets beyond Latin-1 are short).
module G2.Models.Char
  ( isSpace, isUpper, isLower, isAlpha, isAlphaNum, toUpper, toLower
  , generalCategory, wGeneralCategory, isPunctuation, wIsPunctuation, isSymbol, wIsSymbol
  , isControl, isPrint, toTitle, wShowsPrecGeneralCategory, wDigitToIntError
  ) where

import GHC.Base (String, ord, unsafeChr, (++))
import GHC.Err (errorWithoutStackTrace)
import GHC.Show (show)
import GHC.Classes (Eq (..), Ord (..), (&&), (||), not)
import GHC.Num (Num (..))
import GHC.Prim (Char#, Int#, chr#, ord#, tagToEnum#)
import GHC.Types (Bool (..), Char (..), Int, isTrue#)
import GHC.Unicode (GeneralCategory (..))

-- base's C functions (the symbols GHC.Unicode imports); the engine implements them.
foreign import ccall unsafe "u_iswupper" iswupper :: Int# -> Int#
foreign import ccall unsafe "u_iswlower" iswlower :: Int# -> Int#
foreign import ccall unsafe "u_iswalpha" iswalpha :: Int# -> Int#
foreign import ccall unsafe "u_iswalnum" iswalnum :: Int# -> Int#
foreign import ccall unsafe "u_iswprint" iswprint :: Int# -> Int#
foreign import ccall unsafe "u_towupper" towupper :: Int# -> Int#
foreign import ccall unsafe "u_towlower" towlower :: Int# -> Int#
foreign import ccall unsafe "u_towtitle" towtitle :: Int# -> Int#
foreign import ccall unsafe "u_gencat" gencat :: Int# -> Int#

-- | @latin1 f c x@: @x@ on Latin-1, base's C function @f@ beyond it.
latin1 :: (Int# -> Int#) -> Char -> Bool -> Bool
latin1 f c@(C# c#) x = if c <= '\xff' then x else isTrue# (f (ord# c#))

-- | A case mapping: @x@ on Latin-1, base's C function @f@ beyond it.
latin1Map :: (Int# -> Int#) -> Char -> Char -> Char
latin1Map f c@(C# c#) x = if c <= '\xff' then x else C# (chr# (f (ord# c#)))

-- | Exact: @isSpace c@ iff c is one of "\t\n\v\f\r" or in the Space category (Zs).
isSpace :: Char -> Bool
isSpace c =
  c == ' ' || (c >= '\t' && c <= '\r') || c == '\xa0'
  || (c >= '\x1680' && (c == '\x1680' || (c >= '\x2000' && c <= '\x200a')
                        || c == '\x202f' || c == '\x205f' || c == '\x3000'))

isUpper :: Char -> Bool
isUpper c = latin1 iswupper c
  ((c >= 'A' && c <= 'Z') || (c >= '\xc0' && c <= '\xde' && c /= '\xd7'))

isLower :: Char -> Bool
isLower c = latin1 iswlower c
  ((c >= 'a' && c <= 'z') || c == '\xb5' || (c >= '\xdf' && c /= '\xf7'))

isAlpha :: Char -> Bool
isAlpha c = latin1 iswalpha c
  ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '\xaa' || c == '\xb5'
   || c == '\xba' || (c >= '\xc0' && c /= '\xd7' && c /= '\xf7'))

isAlphaNum :: Char -> Bool
isAlphaNum c = latin1 iswalnum c
  (isAlpha c || (c >= '0' && c <= '9') || c == '\xb2' || c == '\xb3' || c == '\xb9'
   || (c >= '\xbc' && c <= '\xbe'))

toUpper :: Char -> Char
toUpper c = latin1Map towupper c
  (if (c >= 'a' && c <= 'z') || (c >= '\xe0' && c <= '\xfe' && c /= '\xf7')
     then unsafeChr (ord c - 32)
   else if c == '\xb5' then '\x39c'
   else if c == '\xff' then '\x178'
   else c)

toLower :: Char -> Char
toLower c = latin1Map towlower c
  (if (c >= 'A' && c <= 'Z') || (c >= '\xc0' && c <= '\xde' && c /= '\xd7')
     then unsafeChr (ord c + 32)
   else c)

-- | @GHC.Unicode.generalCategory@ (base asks u_gencat).
generalCategory :: Char -> GeneralCategory
generalCategory c@(C# c#) =
  if c <= '\xff' then latin1Category c else tagToEnum# (gencat (ord# c#))

-- | @GHC.Unicode.$wgeneralCategory@
wGeneralCategory :: Char# -> GeneralCategory
wGeneralCategory c = generalCategory (C# c)

latin1Category :: Char -> GeneralCategory
latin1Category c
  | c < ' ' = Control
  | c <= '~' = ascii
  | c < '\xa0' = Control
  | True = upper
  where
    ascii
      | c >= 'a' && c <= 'z' = LowercaseLetter
      | c >= 'A' && c <= 'Z' = UppercaseLetter
      | c >= '0' && c <= '9' = DecimalNumber
      | c == ' ' = Space
      | c == '$' = CurrencySymbol
      | c == '(' || c == '[' || c == '{' = OpenPunctuation
      | c == ')' || c == ']' || c == '}' = ClosePunctuation
      | c == '+' || c == '<' || c == '=' || c == '>' || c == '|' || c == '~' = MathSymbol
      | c == '-' = DashPunctuation
      | c == '^' || c == '`' = ModifierSymbol
      | c == '_' = ConnectorPunctuation
      | True = OtherPunctuation
    upper
      | c >= '\xdf' = if c == '\xf7' then MathSymbol else LowercaseLetter
      | c >= '\xc0' = if c == '\xd7' then MathSymbol else UppercaseLetter
      | c == '\xa0' = Space
      | c == '\xa1' || c == '\xa7' || c == '\xb6' || c == '\xb7' || c == '\xbf' = OtherPunctuation
      | c <= '\xa5' = CurrencySymbol
      | c == '\xa6' || c == '\xa9' || c == '\xae' || c == '\xb0' = OtherSymbol
      | c == '\xa8' || c == '\xaf' || c == '\xb4' || c == '\xb8' = ModifierSymbol
      | c == '\xaa' || c == '\xba' = OtherLetter
      | c == '\xab' = InitialQuote
      | c == '\xbb' = FinalQuote
      | c == '\xac' || c == '\xb1' = MathSymbol
      | c == '\xad' = Format
      | c == '\xb5' = LowercaseLetter
      | True = OtherNumber   -- b2 b3 b9 bc bd be

-- | @GHC.Unicode.isPunctuation@
isPunctuation :: Char -> Bool
isPunctuation c = case generalCategory c of
  ConnectorPunctuation -> True
  DashPunctuation -> True
  OpenPunctuation -> True
  ClosePunctuation -> True
  InitialQuote -> True
  FinalQuote -> True
  OtherPunctuation -> True
  _ -> False

-- | @GHC.Unicode.$wisPunctuation@
wIsPunctuation :: Char# -> Bool
wIsPunctuation c = isPunctuation (C# c)

-- | @GHC.Unicode.isSymbol@
isSymbol :: Char -> Bool
isSymbol c = case generalCategory c of
  MathSymbol -> True
  CurrencySymbol -> True
  ModifierSymbol -> True
  OtherSymbol -> True
  _ -> False

-- | @GHC.Unicode.$wisSymbol@
wIsSymbol :: Char# -> Bool
wIsSymbol c = isSymbol (C# c)

-- | @GHC.Unicode.isControl@ (exact: the control characters are all below U+00A0).
isControl :: Char -> Bool
isControl c = c < ' ' || (c >= '\DEL' && c < '\xa0')

-- | @GHC.Unicode.isPrint@
isPrint :: Char -> Bool
isPrint c = latin1 iswprint c (not (isControl c) && c /= '\xad')

-- | @GHC.Unicode.toTitle@ (on Latin-1 the same as 'toUpper')
toTitle :: Char -> Char
toTitle c = latin1Map towtitle c (toUpper c)

-- | @GHC.Unicode.$w$cshowsPrec@: the derived 'showsPrec' of 'GeneralCategory' (its
-- worker drops the precedence; every constructor is nullary).
wShowsPrecGeneralCategory :: GeneralCategory -> String -> String
wShowsPrecGeneralCategory c s = name ++ s
  where
    name = case c of
      UppercaseLetter -> "UppercaseLetter"
      LowercaseLetter -> "LowercaseLetter"
      TitlecaseLetter -> "TitlecaseLetter"
      ModifierLetter -> "ModifierLetter"
      OtherLetter -> "OtherLetter"
      NonSpacingMark -> "NonSpacingMark"
      SpacingCombiningMark -> "SpacingCombiningMark"
      EnclosingMark -> "EnclosingMark"
      DecimalNumber -> "DecimalNumber"
      LetterNumber -> "LetterNumber"
      OtherNumber -> "OtherNumber"
      ConnectorPunctuation -> "ConnectorPunctuation"
      DashPunctuation -> "DashPunctuation"
      OpenPunctuation -> "OpenPunctuation"
      ClosePunctuation -> "ClosePunctuation"
      InitialQuote -> "InitialQuote"
      FinalQuote -> "FinalQuote"
      OtherPunctuation -> "OtherPunctuation"
      MathSymbol -> "MathSymbol"
      CurrencySymbol -> "CurrencySymbol"
      ModifierSymbol -> "ModifierSymbol"
      OtherSymbol -> "OtherSymbol"
      Space -> "Space"
      LineSeparator -> "LineSeparator"
      ParagraphSeparator -> "ParagraphSeparator"
      Control -> "Control"
      Format -> "Format"
      Surrogate -> "Surrogate"
      PrivateUse -> "PrivateUse"
      NotAssigned -> "NotAssigned"

-- | @Data.Char.$wlvl@: 'Data.Char.digitToInt' on a character that is no hexadecimal
-- digit, base's error floated out as a worker, which base ships without code.
wDigitToIntError :: Char# -> Int
wDigitToIntError c = errorWithoutStackTrace ("Char.digitToInt: not a digit " ++ show (C# c))
