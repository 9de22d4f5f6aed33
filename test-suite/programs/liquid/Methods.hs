module Methods where

-- Note [Checking instance methods] (G2/Liquid/Methods.hs) and operators' annotations:
-- each bug below is a concrete counterexample at its instance (or operator), the call
-- GHCi runs as printed.

class Sized s where
  size :: s -> Int

{-@ class Sized s where
      size :: s -> Nat
  @-}

data Pair = Pair Int Int deriving Show
data Box = Box [Int] deriving Show

-- Bug: a pair of a negative and a zero has a negative size, size (Pair (-1) 0).
instance Sized Pair where
  size (Pair a b) = a + b

instance Sized Box where
  size (Box xs) = length xs

class Default a where
  def :: a

{-@ instance Default Int where def :: {v:Int | v > 0} @-}
-- Bug: 0 is not positive.
instance Default Int where
  def = 0

{-@ (-.-) :: x:Nat -> y:Nat -> Nat @-}
(-.-) :: Int -> Int -> Int
-- Bug: 0 -.- 1 = -1.
x -.- y = x - y
