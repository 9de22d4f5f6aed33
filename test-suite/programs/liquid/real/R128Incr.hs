-- G2-EXPECT: incr safe
-- G2-EXPECT: incrTwice safe
module R128Incr where

import Language.Haskell.Liquid.Prelude

{-@ incr :: x:Int -> {v:Int | v = x + 1} @-}
incr :: Int -> Int
incr x = x + 1

{-@ incrTwice :: Int -> Int @-}
incrTwice :: Int -> Int
incrTwice x = let y = incr (incr x) in liquidAssert (y == x + 2) y
