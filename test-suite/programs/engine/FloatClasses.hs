-- IEEE classification of symbolic Doubles (isNaN, isInfinite, isNegativeZero,
-- isDenormalized are C calls in base; the engine answers them with Z3's fp predicates).
module FloatClasses where

classify :: Double -> Int
classify d
  | isNaN d = 0
  | isInfinite d = 1
  | isNegativeZero d = 2
  | isDenormalized d = 3
  | otherwise = 4

shownLength :: Double -> Int
shownLength d = length (show d)
