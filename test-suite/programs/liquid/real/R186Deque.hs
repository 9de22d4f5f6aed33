-- G2-EXPECT: pushFront safe
-- G2-EXPECT: pushBack safe
-- G2-EXPECT: popFront safe
module R186Deque where

import Language.Haskell.Liquid.Prelude

data Deque a = Deque [a] [a]
  deriving (Show, Eq)

{-@ measure dsize :: Deque a -> Int
    dsize (Deque f b) = len f + len b
  @-}

{-@ pushFront :: a -> d:Deque a -> {v:Deque a | dsize v = dsize d + 1} @-}
pushFront :: a -> Deque a -> Deque a
pushFront x (Deque f b) = Deque (x : f) b

{-@ pushBack :: a -> d:Deque a -> {v:Deque a | dsize v = dsize d + 1} @-}
pushBack :: a -> Deque a -> Deque a
pushBack x (Deque f b) = Deque f (x : b)

{-@ popFront :: {d:Deque a | dsize d > 0} -> a @-}
popFront :: Deque a -> a
popFront (Deque (x : _) _) = x
popFront (Deque [] []) = liquidError "popFront: empty"
popFront (Deque [] b) = last b
