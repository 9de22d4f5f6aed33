-- Records and type classes with user instances: a Shape class, a custom Show, a
-- Semigroup/Monoid for a summary record, an Ord instance, and a class with a default method.
module P04Classes where

import Data.List (sortBy, foldl')

data Point = Point { px :: Int, py :: Int } deriving (Eq)

instance Show Point where
  show (Point x y) = "<" ++ show x ++ "," ++ show y ++ ">"

data Shape = Rect { corner :: Point, w :: Int, h :: Int }
           | Square { corner :: Point, side :: Int }
           | Tri { a :: Point, b :: Point, c :: Point }
  deriving (Show, Eq)

class Measured s where
  area2 :: s -> Int          -- twice the area, to stay in Int
  perimeterish :: s -> Int
  describe :: s -> String
  describe s = "area2=" ++ show (area2 s) ++ " per=" ++ show (perimeterish s)

instance Measured Shape where
  area2 (Rect _ ww hh) = 2 * ww * hh
  area2 (Square _ s) = 2 * s * s
  area2 (Tri p q r) = abs ((px q - px p) * (py r - py p) - (px r - px p) * (py q - py p))
  perimeterish (Rect _ ww hh) = 2 * (ww + hh)
  perimeterish (Square _ s) = 4 * s
  perimeterish (Tri p q r) = manh p q + manh q r + manh r p
    where manh u v = abs (px u - px v) + abs (py u - py v)

data Summary = Summary { count :: Int, areaSum :: Int, biggest :: Maybe Shape }

instance Semigroup Summary where
  Summary c1 a1 b1 <> Summary c2 a2 b2 = Summary (c1 + c2) (a1 + a2) (bigger b1 b2)
    where
      bigger Nothing y = y
      bigger x Nothing = x
      bigger (Just x) (Just y) = if area2 y > area2 x then Just y else Just x

instance Monoid Summary where
  mempty = Summary 0 0 Nothing

newtype ByArea = ByArea Shape

instance Eq ByArea where
  ByArea x == ByArea y = area2 x == area2 y

instance Ord ByArea where
  compare (ByArea x) (ByArea y) = compare (area2 x) (area2 y) <> compare (perimeterish x) (perimeterish y)

mkShape :: Int -> Shape
mkShape i = case i `mod` 3 of
  0 -> Rect (Point i (i `mod` 17)) (i `mod` 13 + 1) (i `mod` 7 + 1)
  1 -> Square (Point (i `mod` 19) i) (i `mod` 11 + 1)
  _ -> Tri (Point 0 0) (Point (i `mod` 23) 1) (Point 2 (i `mod` 29))

summarize :: Shape -> Summary
summarize s = Summary 1 (area2 s) (Just s)

shapes :: [Shape]
shapes = map mkShape [1 .. 30000]

p04 :: String
p04 =
  let Summary n total big = foldMap summarize shapes
      sorted = map (\(ByArea s) -> s) (sortBy compare (map ByArea (take 6000 shapes)))
   in show n ++ " " ++ show total ++ " " ++ show big
        ++ " " ++ show (take 3 sorted)
        ++ " " ++ concatMap (\s -> describe s ++ ";") (take 5 (reverse sorted))
        ++ " " ++ show (foldl' (\acc s -> acc + perimeterish s) 0 shapes)
