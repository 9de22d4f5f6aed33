-- G2-EXPECT: incr safe
-- G2-EXPECT: incrTwice safe
-- G2-EXPECT: decrBad concrete blame=liquidAssert
module R128Incr where

import Language.Haskell.Liquid.Prelude

{-@ incr :: x:Int -> {v:Int | v = x + 1} @-}
incr :: Int -> Int
incr x = x + 1

{-@ incrTwice :: Int -> Int @-}
incrTwice :: Int -> Int
incrTwice x = let y = incr (incr x) in liquidAssert (y == x + 2) y

-- Bug: incr moves up, not down: decrBad 0.
{-@ decrBad :: Int -> Int @-}
decrBad :: Int -> Int
decrBad x = let y = incr x in liquidAssert (y < x) y
