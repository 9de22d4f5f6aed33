module ClassConstants where

class HasName a where
  name :: a -> String
  tag :: a -> Int
  tag _ = 0

data Cat = Cat
data Dog = Dog

instance HasName Cat where
  name _ = "cat"

instance HasName Dog where
  name _ = "dog"
  tag _ = 7

both :: (HasName a, HasName b) => a -> b -> String
both x y = name x ++ "+" ++ name y ++ "=" ++ show (tag x + tag y)

run :: String
run = both Cat Dog ++ " " ++ both Dog Dog
