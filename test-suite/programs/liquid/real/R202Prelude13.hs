-- G2-EXPECT: sumOdd safe
module R202Prelude13 where

import Language.Haskell.Liquid.Prelude

{-@ sumOdd :: {x:Int | x mod 2 = 1} -> {y:Int | y mod 2 = 1} -> {v:Int | v mod 2 = 0} @-}
sumOdd :: Int -> Int -> Int
sumOdd x y = x + y
