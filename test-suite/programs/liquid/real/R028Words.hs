-- G2-EXPECT: firstWord safe
-- G2-EXPECT: capitalize safe
module R028Words where

import Data.Char (toUpper)

{-@ firstWord :: String -> String @-}
firstWord :: String -> String
firstWord s = case words s of
  [] -> ""
  (w : _) -> w

{-@ capitalize :: s:String -> {v:String | len v = len s} @-}
capitalize :: String -> String
capitalize [] = []
capitalize (c : cs) = toUpper c : cs
