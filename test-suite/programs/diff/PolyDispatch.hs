module PolyDispatch where

class Describe a where
  describe :: a -> String

instance Describe Bool where
  describe b = if b then "yes" else "no"

instance Describe Int where
  describe n = "int " ++ show n

instance Describe a => Describe [a] where
  describe xs = "[" ++ concatMap describe xs ++ "]"

instance (Describe a, Describe b) => Describe (a, b) where
  describe (a, b) = describe a ++ "&" ++ describe b

instance Describe a => Describe (Maybe a) where
  describe Nothing = "none"
  describe (Just x) = "some " ++ describe x

run :: String
run = unlines [describe [True, False], describe (3 :: Int, [Just True, Nothing]), describe (Just [(1 :: Int, False)])]
