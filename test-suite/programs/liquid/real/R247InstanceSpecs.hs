-- G2-EXPECT: def@Int concrete
-- G2-EXPECT: def@Bool safe
-- G2-EXPECT: size@Bag safe
-- G2-EXPECT: size@Int safe
-- G2-EXPECT: size@[a] concrete
-- G2-EXPECT: <.>@Int concrete
-- G2-EXPECT: <.>@Bag safe
-- G2-CHECK: def@Int \r -> r <= 0
-- G2-CHECK: size@[a] \xs r -> r < 0
-- G2-CHECK: <.>@Int \x y r -> x >= 0 && y >= 0 && r < 0
module R247InstanceSpecs where

-- Instance annotations: each one's methods at that instance only.
class Default a where
  def :: a

{-@ instance Default Int where
      def :: {v:Int | v > 0}
  @-}
-- Bug: 0 is not positive (GHC: (def :: Int) is 0).
instance Default Int where
  def = 0

{-@ instance Default Bool where def :: {v:Bool | v} @-}
instance Default Bool where
  def = True

-- A class annotation, and a polymorphic instance (checked at Int, through the
-- instance Sized Int of the module).
class Sized s where
  size :: s -> Int

{-@ class Sized s where
      size :: s -> Nat
  @-}

data Bag = Bag [Int]
  deriving (Show, Eq)

instance Sized Bag where
  size (Bag xs) = length xs

instance Sized Int where
  size n = abs n

-- Bug: the empty list's size is -1 (GHC: (size :: [Int] -> Int) [] is -1).
instance Sized a => Sized [a] where
  size xs = sum (map size xs) - 1

-- An operator method: the class annotation says nothing, the instance annotations do.
class Combine a where
  (<.>) :: a -> a -> a

{-@ instance Combine Int where
      (<.>) :: x:Nat -> y:Nat -> Nat
  @-}
-- Bug: 0 <.> 1 = -1.
instance Combine Int where
  x <.> y = x - y

{-@ instance Combine Bag where
      (<.>) :: x:Bag -> y:Bag -> {v:Bag | size v = size x + size y}
  @-}
instance Combine Bag where
  Bag xs <.> Bag ys = Bag (xs ++ ys)
