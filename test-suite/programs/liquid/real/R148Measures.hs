-- G2-EXPECT: depthOf safe
-- G2-EXPECT: grow safe
module R148Measures where

data Tree a = Tip | Fork (Tree a) a (Tree a)
  deriving (Show, Eq)

{-@ measure depth :: Tree a -> Int
    depth Tip          = 0
    depth (Fork l x r) = 1 + (if depth l > depth r then depth l else depth r)
  @-}

{-@ invariant {v:Tree a | depth v >= 0} @-}

{-@ depthOf :: t:Tree a -> {v:Int | v = depth t} @-}
depthOf :: Tree a -> Int
depthOf Tip = 0
depthOf (Fork l _ r) = 1 + max (depthOf l) (depthOf r)

{-@ grow :: a -> t:Tree a -> {v:Tree a | depth v = depth t + 1} @-}
grow :: a -> Tree a -> Tree a
grow x t = Fork t x Tip
