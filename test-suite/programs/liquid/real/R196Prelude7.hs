-- G2-EXPECT: bump safe
module R196Prelude7 where

import Language.Haskell.Liquid.Prelude

{-@ bump :: x:Int -> {v:Int | v = x + 1} @-}
bump :: Int -> Int
bump x = plus x 1
