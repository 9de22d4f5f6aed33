-- Enum's errors at the ends of each base type: g2 must say what GHC says
-- (each error is a CAF of GHC.Enum without an unfolding, modelled in G2.Models.Enum).
module EnumErrors where
e1 :: Ordering
e1 = succ GT
e2 :: Ordering
e2 = pred LT
e3 :: Ordering
e3 = toEnum 7
e4 :: Bool
e4 = succ True
e5 :: Bool
e5 = pred False
e6 :: Bool
e6 = toEnum 2
e7 :: Char
e7 = succ maxBound
e8 :: Char
e8 = pred minBound
e9 :: Int
e9 = pred minBound
e10 :: Int
e10 = succ maxBound
