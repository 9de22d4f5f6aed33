-- G2-EXPECT: lastIx concrete
-- G2-EXPECT: firstIx safe
-- G2-CHECK: lastIx \v r -> r < 0 || r >= length v
module R238AliasIndex where

-- An index alias used on an argument named as the alias's value variable: the capture
-- made `len` apply to the Int itself, and GHC rejected the generated contract.
{-@ type Idx Xs = {v:Nat | v < len Xs} @-}

-- Bug: the last index of [] is -1, no Nat.
{-@ lastIx :: v:[Int] -> Idx v @-}
lastIx :: [Int] -> Int
lastIx v = length v - 1

-- Safe: an index of a non-empty list.
{-@ firstIx :: v:{v:[Int] | len v > 0} -> Idx v @-}
firstIx :: [Int] -> Int
firstIx _ = 0
