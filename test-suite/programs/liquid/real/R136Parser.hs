-- G2-EXPECT: digits safe
-- G2-EXPECT: readNat safe
-- G2-EXPECT: readSigned safe
module R136Parser where

import Data.Char (isDigit, ord)
import Language.Haskell.Liquid.Prelude

{-@ digits :: String -> [{v:Int | 0 <= v && v <= 9}] @-}
digits :: String -> [Int]
digits s = [ord c - ord '0' | c <- s, isDigit c]

{-@ readNat :: String -> Nat @-}
readNat :: String -> Int
readNat s = foldl (\acc d -> acc * 10 + d) 0 (digits s)

{-@ readSigned :: String -> Int @-}
readSigned :: String -> Int
readSigned ('-' : rest) = negate (readNat rest)
readSigned s@(c : _) | isDigit c = readNat s
readSigned _ = 0
