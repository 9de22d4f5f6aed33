-- G2-EXPECT: area safe
-- G2-EXPECT: perimeter safe
module R092Shapes where

data Shape = Circle Int | Square Int | Rect Int Int
  deriving (Show, Eq)

{-@ data Shape = Circle {radius :: Nat}
               | Square {side :: Nat}
               | Rect {width :: Nat, height :: Nat} @-}

{-@ area :: Shape -> Nat @-}
area :: Shape -> Int
area (Circle r) = 3 * r * r
area (Square s) = s * s
area (Rect w h) = w * h

{-@ perimeter :: Shape -> Nat @-}
perimeter :: Shape -> Int
perimeter (Circle r) = 6 * r
perimeter (Square s) = 4 * s
perimeter (Rect w h) = 2 * (w + h)
