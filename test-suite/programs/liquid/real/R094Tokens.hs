-- G2-EXPECT: tokenize safe
-- G2-EXPECT: countTokens safe
module R094Tokens where

import Data.Char (isSpace)

{-@ tokenize :: String -> [{v:String | len v > 0}] @-}
tokenize :: String -> [String]
tokenize s = case dropWhile isSpace s of
  [] -> []
  (c : cs) -> let (w, rest) = break isSpace cs in (c : w) : tokenize rest

{-@ countTokens :: String -> Nat @-}
countTokens :: String -> Int
countTokens = length . tokenize
