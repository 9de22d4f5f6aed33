-- G2-EXPECT: depth safe
-- G2-EXPECT: leaves safe
module R178Autosize where

data T = L | B T T
  deriving (Show, Eq)

{-@ autosize T @-}

{-@ measure leafCount @-}
{-@ leafCount :: T -> {v:Int | v >= 1} @-}
leafCount :: T -> Int
leafCount L = 1
leafCount (B l r) = leafCount l + leafCount r

{-@ depth :: T -> Nat @-}
depth :: T -> Int
depth L = 0
depth (B l r) = 1 + max (depth l) (depth r)

{-@ leaves :: t:T -> {v:Int | v = leafCount t} @-}
leaves :: T -> Int
leaves L = 1
leaves (B l r) = leaves l + leaves r
