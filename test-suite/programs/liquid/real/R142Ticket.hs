-- G2-EXPECT: nextTicket safe
-- G2-EXPECT: serve safe
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
