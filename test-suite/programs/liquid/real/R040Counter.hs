-- G2-EXPECT: tick safe
-- G2-EXPECT: reset safe
module R040Counter where

newtype Counter = Counter Int
  deriving (Show, Eq)

{-@ newtype Counter = Counter {count :: Nat} @-}

{-@ tick :: Counter -> Counter @-}
tick :: Counter -> Counter
tick (Counter n) = Counter (n + 1)

{-@ reset :: Counter -> Counter @-}
reset :: Counter -> Counter
reset _ = Counter 0
