-- G2-EXPECT: tick safe
-- G2-EXPECT: reset safe
-- G2-EXPECT: untick concrete blame=Counter
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

-- Bug: a zero counter goes negative: untick (Counter 0).
{-@ untick :: Counter -> Counter @-}
untick :: Counter -> Counter
untick (Counter n) = Counter (n - 1)
