-- G2-EXPECT: push safe
-- G2-EXPECT: pop safe
-- G2-EXPECT: top safe
module R010Stack where

data Stack a = Stack { elems :: [a], depth :: Int }
  deriving (Show, Eq)

{-@ data Stack a = Stack { elems :: [a], depth :: {v:Int | v = len elems} } @-}

{-@ type NEStack a = {s:Stack a | depth s > 0} @-}

{-@ push :: a -> s:Stack a -> {t:Stack a | depth t = depth s + 1} @-}
push :: a -> Stack a -> Stack a
push x (Stack xs n) = Stack (x : xs) (n + 1)

{-@ pop :: s:NEStack a -> {t:Stack a | depth t = depth s - 1} @-}
pop :: Stack a -> Stack a
pop (Stack (_ : xs) n) = Stack xs (n - 1)

{-@ top :: NEStack a -> a @-}
top :: Stack a -> a
top (Stack (x : _) _) = x
