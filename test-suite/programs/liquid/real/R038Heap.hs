-- G2-EXPECT: singleton safe
-- G2-EXPECT: merge safe
-- G2-EXPECT: findMin safe
module R038Heap where

data Heap = Empty | HNode Int Heap Heap
  deriving (Show, Eq)

{-@ measure hsize @-}
{-@ invariant {v:Heap | hsize v >= 0} @-}
{-@ hsize :: Heap -> Nat @-}
hsize :: Heap -> Int
hsize Empty = 0
hsize (HNode _ l r) = 1 + hsize l + hsize r

{-@ singleton :: Int -> {h:Heap | hsize h = 1} @-}
singleton :: Int -> Heap
singleton x = HNode x Empty Empty

{-@ merge :: h1:Heap -> h2:Heap -> {v:Heap | hsize v = hsize h1 + hsize h2} @-}
merge :: Heap -> Heap -> Heap
merge Empty h = h
merge h Empty = h
merge h1@(HNode x l1 r1) h2@(HNode y l2 r2)
  | x <= y = HNode x (merge r1 h2) l1
  | otherwise = HNode y (merge r2 h1) l2

{-@ findMin :: {h:Heap | hsize h > 0} -> Int @-}
findMin :: Heap -> Int
findMin (HNode x _ _) = x
