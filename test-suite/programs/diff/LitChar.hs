-- | Haskell character escapes and signed numbers, read and shown through functions whose
-- code base ships without: readLitChar and lexLitChar (Text.Read.Lex.lexChar2,
-- $wconsumeEmpties, GHC.Read's removeNulls), Numeric.readSigned, and showInt's error
-- (Numeric.showInt1) where the number is symbolic (G2.Models.Lex, G2.Models.Read,
-- G2.Models.Show). Checked against GHC.
module LitChar where

import Data.Char (lexLitChar, readLitChar)
import Numeric (readDec, readHex, readSigned, showInt, showSigned)

-- | Decode the escapes of a string as a config file writes them.
unescape :: String -> String
unescape s = case readLitChar s of
  [(c, rest)] -> c : unescape rest
  _ -> []

-- | Split a string into its literal characters, as written.
tokens :: String -> [String]
tokens s = case lexLitChar s of
  [(t, rest)] | not (null t) -> t : tokens rest
  _ -> []

-- | A signed decimal from user input, if it is all there is.
parseOffset :: String -> Maybe Int
parseOffset s = case readSigned readDec s of
  [(n, "")] -> Just n
  _ -> Nothing

-- | A balance with its sign, in a fixed-width column.
column :: Int -> String
column n = let s = showSigned showInt 0 n "" in replicate (6 - length s) ' ' ++ s

-- | The digits of a count that must not be negative.
digits :: Int -> String
digits n = showInt n ""

run :: String
run = show
  ( unescape "tab\\there\\nnew\\SOHx\\1234\\&5\\x41\\o102\\^C\\DEL"
  , tokens "a\\nb\\SO\\&H\\\\\\'"
  , (readLitChar "\\nabc", readLitChar "\\SOHx", readLitChar "\\123\\&4", readLitChar "\\1114112", readLitChar "")
  , (lexLitChar "\\nabc", lexLitChar "\\SOH\\&x", lexLitChar "\\^Ay", lexLitChar "\\q")
  , (map parseOffset ["-12", "42", "(-7)", " -3 ", "--3", "- 5", "x"], readSigned readHex "-ff rest" :: [(Integer, String)])
  , (map column [0, 7, -42, 12345], digits 2026)
  )
