-- G2-EXPECT: sizeList safe
-- G2-EXPECT: sizeMaybe safe
-- G2-EXPECT: sizeBad concrete
-- G2-CHECK: sizeBad \m r -> r < 0
module R206ClassMeasure where

class Container f where
  csize :: f a -> Int

instance Container [] where
  csize = length

instance Container Maybe where
  csize Nothing = 0
  csize (Just _) = 1

{-@ class measure sz :: forall a. a -> Int @-}
{-@ instance measure sz :: [a] -> Int
    sz [] = 0
    sz (x:xs) = 1 + sz xs
  @-}

{-@ sizeList :: xs:[a] -> {v:Nat | v = len xs} @-}
sizeList :: [a] -> Int
sizeList xs = csize xs

{-@ sizeMaybe :: Maybe a -> {v:Int | v = 0 || v = 1} @-}
sizeMaybe :: Maybe a -> Int
sizeMaybe m = csize m

-- Bug: Nothing has size 0, minus one is negative: sizeBad Nothing.
{-@ sizeBad :: Maybe a -> Nat @-}
sizeBad :: Maybe a -> Int
sizeBad m = csize m - 1
