module SuperClass where

class Show a => Pretty a where
  pretty :: a -> String
  pretty x = "<" ++ show x ++ ">"

class Pretty a => Fancy a where
  fancy :: a -> String
  fancy x = "*" ++ pretty x ++ "*"

data Color = Red | Green | Blue deriving (Show, Eq, Ord, Enum, Bounded)

instance Pretty Color
instance Fancy Color where
  fancy Green = "GREEN!"
  fancy c = "*" ++ pretty c ++ "*"

instance Pretty Int where
  pretty n = "#" ++ show n
instance Fancy Int

run :: String
run = unwords (map fancy [minBound .. maxBound :: Color]) ++ " " ++ fancy (7 :: Int) ++ " " ++ pretty Blue
