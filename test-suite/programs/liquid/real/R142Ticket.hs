-- G2-EXPECT: nextTicket safe
-- G2-EXPECT: serve safe
-- G2-EXPECT: serveBad concrete blame=Counter
module R142Ticket where

data Counter = Counter { issued :: Int, served :: Int }
  deriving (Show, Eq)

{-@ data Counter = Counter { issued :: Nat, served :: {v:Nat | v <= issued} } @-}

{-@ nextTicket :: Counter -> Counter @-}
nextTicket :: Counter -> Counter
nextTicket (Counter i s) = Counter (i + 1) s

{-@ serve :: Counter -> Counter @-}
serve :: Counter -> Counter
serve c@(Counter i s) = if s < i then Counter i (s + 1) else c

-- Bug: serves even when nobody waits: serveBad (Counter 0 0).
{-@ serveBad :: Counter -> Counter @-}
serveBad :: Counter -> Counter
serveBad (Counter i s) = Counter i (s + 1)
