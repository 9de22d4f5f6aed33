-- Multi-module pair: imports R242LibAlias.hs. Its type and predicate aliases are in
-- scope here, as in LiquidHaskell (once "Not in scope: type constructor").
-- G2-EXPECT: mkNE safe
-- G2-EXPECT: push2 concrete
-- G2-EXPECT: small safe
-- G2-EXPECT: smallBad concrete
-- G2-EXPECT: topOr safe
-- G2-CHECK: smallBad \x r -> r >= 10
module R243UseAlias where

import R242LibAlias

{-@ mkNE :: Int -> NonEmptyStack @-}
mkNE :: Int -> Stack
mkNE x = push x (Stack [])

-- Bug: pushes twice.
{-@ push2 :: Int -> s:Stack -> StackN {depth s + 1} @-}
push2 :: Int -> Stack -> Stack
push2 x s = push x (push x s)

{-@ small :: {x:Int | Small x} -> {v:Int | Small (v - x)} @-}
small :: Int -> Int
small x = x + 9

-- Bug: 9 + 1 is not small.
{-@ smallBad :: {x:Int | Small x} -> {v:Int | Small v} @-}
smallBad :: Int -> Int
smallBad x = x + 1

{-@ topOr :: Int -> Stack -> Int @-}
topOr :: Int -> Stack -> Int
topOr d s = if depth s > 0 then pop s else d
