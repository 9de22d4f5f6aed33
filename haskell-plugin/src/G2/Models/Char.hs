{-# OPTIONS_GHC -O0 -fno-omit-interface-pragmas -fexpose-all-unfoldings #-}
{-# LANGUAGE NoImplicitPrelude #-}
-- | Models of GHC.Unicode's classification and case mapping (Note [Models] in
-- "G2.Models.Table"). base answers these through C (u_iswalpha, u_towupper ...) with
-- Unicode tables. 'isSpace' is exact for every character (the Space category is short).
-- The others are exact on Latin-1 (U+0000..U+00FF); beyond it they 'assume' the
-- character is Latin-1, so the engine explores only Latin-1 characters there instead
-- of giving answers that could be wrong.
module G2.Models.Char
  ( isSpace, isUpper, isLower, isAlpha, isAlphaNum, toUpper, toLower
  ) where

import GHC.Base (ord, unsafeChr)
import GHC.Classes (Eq (..), Ord (..), (&&), (||))
import GHC.Num (Num (..))
import GHC.Types (Bool (..), Char)

import G2.Symbolic (assume)

latin1 :: Char -> a -> a
latin1 c = assume (c <= '\xff')

-- | Exact: @isSpace c@ iff c is one of "\t\n\v\f\r" or in the Space category (Zs).
isSpace :: Char -> Bool
isSpace c =
  c == ' ' || (c >= '\t' && c <= '\r') || c == '\xa0'
  || (c >= '\x1680' && (c == '\x1680' || (c >= '\x2000' && c <= '\x200a')
                        || c == '\x202f' || c == '\x205f' || c == '\x3000'))

isUpper :: Char -> Bool
isUpper c = latin1 c
  ((c >= 'A' && c <= 'Z') || (c >= '\xc0' && c <= '\xde' && c /= '\xd7'))

isLower :: Char -> Bool
isLower c = latin1 c
  ((c >= 'a' && c <= 'z') || c == '\xb5' || (c >= '\xdf' && c /= '\xf7'))

isAlpha :: Char -> Bool
isAlpha c = latin1 c
  ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '\xaa' || c == '\xb5'
   || c == '\xba' || (c >= '\xc0' && c /= '\xd7' && c /= '\xf7'))

isAlphaNum :: Char -> Bool
isAlphaNum c = latin1 c
  (isAlpha c || (c >= '0' && c <= '9') || c == '\xb2' || c == '\xb3' || c == '\xb9'
   || (c >= '\xbc' && c <= '\xbe'))

toUpper :: Char -> Char
toUpper c = latin1 c
  (if (c >= 'a' && c <= 'z') || (c >= '\xe0' && c <= '\xfe' && c /= '\xf7')
     then unsafeChr (ord c - 32)
   else if c == '\xb5' then '\x39c'
   else if c == '\xff' then '\x178'
   else c)

toLower :: Char -> Char
toLower c = latin1 c
  (if (c >= 'A' && c <= 'Z') || (c >= '\xc0' && c <= '\xde' && c /= '\xd7')
     then unsafeChr (ord c + 32)
   else c)
