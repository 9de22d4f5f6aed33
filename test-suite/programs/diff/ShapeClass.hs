module ShapeClass where

class Shape a where
  area :: a -> Double
  perimeter :: a -> Double
  describe :: a -> String
  describe x = "shape with area " ++ show (area x)

data Rect = Rect Double Double
data Circle = Circle Double

instance Shape Rect where
  area (Rect w h) = w * h
  perimeter (Rect w h) = 2 * (w + h)

instance Shape Circle where
  area (Circle r) = 3 * r * r
  perimeter (Circle r) = 6 * r
  describe c = "circle, perimeter " ++ show (perimeter c)

run :: String
run = unlines [describe (Rect 3 4.5), describe (Circle 2), show (perimeter (Rect 1 1))]
