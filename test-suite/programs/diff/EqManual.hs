module EqManual where

data Frac = Frac Int Int

instance Eq Frac where
  Frac a b == Frac c d = a * d == b * c

instance Ord Frac where
  compare (Frac a b) (Frac c d) = compare (a * d) (c * b)

instance Show Frac where
  show (Frac a b) = show a ++ "/" ++ show b

run :: String
run = show (Frac 1 2 == Frac 2 4, Frac 1 3 < Frac 1 2, maximum [Frac 2 3, Frac 3 4, Frac 5 8])
  ++ show (Frac 1 2 /= Frac 3 6) ++ show (Frac 7 3 `max` Frac 2 1)
