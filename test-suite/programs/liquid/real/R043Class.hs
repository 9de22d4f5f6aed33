-- G2-EXPECT: sizeOf safe
-- G2-EXPECT: total safe
-- G2-EXPECT: sizeBad concrete
-- G2-EXPECT: size@[b] safe
-- G2-EXPECT: size@Pair safe
module R043Class where

class Sized a where
  size :: a -> Int

{-@ class Sized a where
      size :: a -> Nat
  @-}

instance Sized [b] where
  size = length

data Pair = Pair Int Int
  deriving (Show, Eq)

instance Sized Pair where
  size _ = 2

{-@ sizeOf :: Sized a => a -> Nat @-}
sizeOf :: Sized a => a -> Int
sizeOf x = size x

{-@ total :: [[Int]] -> Nat @-}
total :: [[Int]] -> Int
total xss = sum (map size xss)

-- Bug: subtracting one from a size of zero: sizeBad [].
{-@ sizeBad :: [Int] -> Nat @-}
sizeBad :: [Int] -> Int
sizeBad xs = size xs - 1
