-- | Type classes with superclasses and defaults, records, where-clauses, list
-- comprehensions, literals of every common type, newtypes and mutual recursion.
module Classes where

class Shape a where
  area :: a -> Double
  name :: a -> String
  name _ = "shape"

class Shape a => Solid a where
  volume :: a -> Double -> Double
  volume x h = area x * h

data Rect = Rect { width :: Double, height :: !Double } deriving (Eq, Show)

newtype Circle = Circle Double deriving (Show)

instance Shape Rect where
  area r = width r * height r
  name _ = "rect"

instance Shape Circle where
  area (Circle r) = pi * r * r

instance Solid Rect

describe :: (Solid a) => a -> String
describe x = name x ++ ": " ++ show total ++ [sep] ++ big
  where
    total = volume x 2.5
    sep = ';'
    big = if total > 1e10 then "huge" else "small"

pythagorean :: Int -> [(Int, Int, Int)]
pythagorean n = [ (a, b, c) | c <- [1 .. n], b <- [1 .. c], a <- [1 .. b], a * a + b * b == c * c ]

factorial :: Integer -> Integer
factorial 0 = 1
factorial n = n * factorial (n - 1)

bigNumber :: Integer
bigNumber = 340282366920938463463374607431768211456

isEven, isOdd :: Int -> Bool
isEven 0 = True
isEven n = isOdd (n - 1)
isOdd 0 = False
isOdd n = isEven (n - 1)

classify :: Char -> String
classify c
  | c `elem` "aeiou" = "vowel"
  | c == '\n' = "newline"
  | otherwise = "other"
