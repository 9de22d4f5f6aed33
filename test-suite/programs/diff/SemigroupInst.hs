module SemigroupInst where

data MinMax = MinMax Int Int | NoMinMax deriving Show

instance Semigroup MinMax where
  NoMinMax <> x = x
  x <> NoMinMax = x
  MinMax a b <> MinMax c d = MinMax (min a c) (max b d)

instance Monoid MinMax where
  mempty = NoMinMax

mm :: Int -> MinMax
mm x = MinMax x x

run :: String
run = show (mconcat (map mm [5, 3, 9, 1, 7])) ++ show (mempty :: MinMax) ++ show ([1, 2] <> [3 :: Int]) ++ show (mconcat ["ab", "c"])
