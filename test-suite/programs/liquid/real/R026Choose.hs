-- G2-EXPECT: pickPos safe
module R026Choose where

import Language.Haskell.Liquid.Prelude

{-@ pickPos :: Int -> {v:Int | v > 0} @-}
pickPos :: Int -> Int
pickPos x = let n = choose x in if n > 0 then n else 1
