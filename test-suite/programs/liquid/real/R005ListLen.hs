-- G2-EXPECT: size safe
-- G2-EXPECT: append safe
-- G2-EXPECT: snoc concrete
-- G2-EXPECT: rev safe
{-@ LIQUID "--expect-any-error" @-}
module R005ListLen where

import Prelude hiding (length)

data List a = Nil | Cons a (List a)
  deriving (Show, Eq)

{-@ measure size @-}
{-@ invariant {v:List a | size v >= 0} @-}
{-@ size :: List a -> Nat @-}
size :: List a -> Int
size Nil = 0
size (Cons _ xs) = 1 + size xs

{-@ append :: xs:List a -> ys:List a -> {v:List a | size v = size xs + size ys} @-}
append :: List a -> List a -> List a
append Nil ys = ys
append (Cons x xs) ys = Cons x (append xs ys)

-- Bug: drops the list: snoc Nil 0 is fine, snoc (Cons 0 Nil) 0 = Cons 0 Nil (size 1, not 2).
{-@ snoc :: xs:List a -> a -> {v:List a | size v = size xs + 1} @-}
snoc :: List a -> a -> List a
snoc Nil y = Cons y Nil
snoc (Cons _ xs) y = Cons y xs

{-@ rev :: xs:List a -> {v:List a | size v = size xs} @-}
rev :: List a -> List a
rev xs = go Nil xs
  where
    {-@ go :: acc:List a -> ys:List a -> {v:List a | size v = size acc + size ys} @-}
    go acc Nil = acc
    go acc (Cons y ys) = go (Cons y acc) ys
