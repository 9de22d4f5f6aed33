module MonoidClass where

class MyMonoid a where
  mempty' :: a
  mappend' :: a -> a -> a

mconcat' :: MyMonoid a => [a] -> a
mconcat' = foldr mappend' mempty'

newtype Sum' = Sum' Int deriving Show
newtype MaxI = MaxI Int deriving Show

instance MyMonoid Sum' where
  mempty' = Sum' 0
  mappend' (Sum' a) (Sum' b) = Sum' (a + b)

instance MyMonoid MaxI where
  mempty' = MaxI minBound
  mappend' (MaxI a) (MaxI b) = MaxI (max a b)

instance MyMonoid [b] where
  mempty' = []
  mappend' = (++)

run :: String
run = show (mconcat' (map Sum' [1 .. 10])) ++ " " ++ show (mconcat' (map MaxI [3, 9, 2])) ++ " " ++ mconcat' ["ab", "cd", "ef"]
  ++ " " ++ show (mconcat' ([] :: [MaxI]))
