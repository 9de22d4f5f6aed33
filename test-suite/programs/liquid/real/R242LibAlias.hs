-- Multi-module pair: this library module is imported by R243UseAlias.hs, which uses
-- its type and predicate aliases.
-- G2-EXPECT: pop safe
-- G2-EXPECT: push safe
module R242LibAlias where

data Stack = Stack [Int] deriving Show

{-@ measure depth @-}
depth :: Stack -> Int
depth (Stack xs) = length xs

{-@ type NonEmptyStack = {s:Stack | depth s > 0} @-}
{-@ type StackN N = {s:Stack | depth s = N} @-}
{-@ predicate Small X = X < 10 @-}

{-@ pop :: NonEmptyStack -> Int @-}
pop :: Stack -> Int
pop (Stack (x:_)) = x
pop (Stack []) = 0

{-@ push :: Int -> s:Stack -> StackN {depth s + 1} @-}
push :: Int -> Stack -> Stack
push x (Stack xs) = Stack (x:xs)
