-- G2-EXPECT: isNil safe
-- G2-EXPECT: firstKey safe
{-@ LIQUID "--no-termination" @-}
module R221Measure4 where

data Assoc k v = Empty | Entry k v (Assoc k v)
  deriving (Show, Eq)

{-@ measure alen @-}
{-@ alen :: Assoc k v -> Nat @-}
alen :: Assoc k v -> Int
alen Empty = 0
alen (Entry _ _ rest) = 1 + alen rest

{-@ isNil :: a:Assoc k v -> {b:Bool | b <=> alen a = 0} @-}
isNil :: Assoc k v -> Bool
isNil Empty = True
isNil _ = False

{-@ firstKey :: {a:Assoc k v | alen a > 0} -> k @-}
firstKey :: Assoc k v -> k
firstKey (Entry k _ _) = k
