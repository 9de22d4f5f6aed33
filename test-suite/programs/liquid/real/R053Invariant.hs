-- G2-EXPECT: area safe
-- G2-EXPECT: grow safe
-- G2-EXPECT: shrink concrete blame=Rect
{-@ LIQUID "--expect-any-error" @-}
module R053Invariant where

data Rect = Rect { w :: Int, h :: Int }
  deriving (Show, Eq)

{-@ data Rect = Rect { w :: Nat, h :: Nat } @-}
{-@ invariant {v:Rect | w v >= 0 && h v >= 0} @-}

{-@ area :: Rect -> Nat @-}
area :: Rect -> Int
area (Rect a b) = a * b

{-@ grow :: Nat -> Rect -> Rect @-}
grow :: Int -> Rect -> Rect
grow d (Rect a b) = Rect (a + d) (b + d)

-- Bug: a zero width goes negative: shrink (Rect 0 0).
{-@ shrink :: Rect -> Rect @-}
shrink :: Rect -> Rect
shrink (Rect a b) = Rect (a - 1) (b - 1)
