-- G2-EXPECT: mkPositive safe
module R170Pos where

import Language.Haskell.Liquid.Prelude

{-@ type Positive = {v:Int | v > 0} @-}

{-@ mkPositive :: Int -> Positive @-}
mkPositive :: Int -> Int
mkPositive x = if x > 0 then x else 1
