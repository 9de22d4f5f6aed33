-- G2-EXPECT: area@Rect safe
-- G2-EXPECT: perimeter@Rect safe
-- G2-EXPECT: shrink@Rect safe
-- G2-EXPECT: area@Strip concrete
-- G2-EXPECT: perimeter@Strip safe
-- G2-EXPECT: shrink@Strip concrete
-- G2-EXPECT: totalArea safe
-- G2-CHECK: area@Strip \s r -> r < 0
-- G2-CHECK: shrink@Strip \k s r -> k > 0 && r < 0
module R246ClassMethods where

-- A class annotation with several methods, one of them with a refined argument: every
-- instance must meet it. Rect's methods do (its fields are natural numbers, and
-- shrink divides by a positive k); Strip's area and shrink do not.
class Shape s where
  area :: s -> Int
  perimeter :: s -> Int
  shrink :: Int -> s -> Int

{-@ class Shape s where
      area :: s -> Nat
      perimeter :: s -> Nat
      shrink :: {k:Int | k > 0} -> s -> Nat
  @-}

{-@ data Rect = Rect { width :: Nat, height :: Nat } @-}
data Rect = Rect { width :: Int, height :: Int }
  deriving (Show, Eq)

-- An instance whose method uses where-bound helpers.
instance Shape Rect where
  area (Rect w h) = w * h
  perimeter r = twice (sides r)
    where
      twice x = 2 * x
      sides (Rect w h) = w + h
  shrink k r = area r `div` k

data Strip = Strip Int
  deriving (Show, Eq)

instance Shape Strip where
  -- Bug: a strip of negative length has a negative area: area (Strip (-1)) = -1.
  area (Strip n) = n
  perimeter (Strip n) = 2 * abs n + 2
  -- Bug: shrink 1 (Strip 0) = -1.
  shrink k s = area s - k

{-@ totalArea :: [Rect] -> Nat @-}
totalArea :: [Rect] -> Int
totalArea rs = sum (map area rs)
