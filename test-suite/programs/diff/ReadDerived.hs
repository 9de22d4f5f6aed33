-- | Derived Read instances (GHC.Read over ReadP, whose loops are G2.Models.ReadP and
-- G2.Models.Lex): constructors with arguments, nested Maybe and Either, negative
-- numbers in parentheses, lists and tuples of derived types, reads with leftovers.
module ReadDerived where

import Text.Read (readMaybe)

data Shape = Circle Int | Rect Int Int | Dot deriving (Read, Show, Eq)

data Tree = Leaf | Node Tree Int Tree deriving (Read, Show)

data Wrap = Wrap (Maybe Shape) (Either Int Bool) deriving (Read, Show)

sizeOf :: Tree -> Int
sizeOf Leaf = 0
sizeOf (Node l _ r) = sizeOf l + 1 + sizeOf r

run :: String
run = show (read "Rect 3 (-4)" :: Shape)
  ++ show (read " ( Circle  7 ) " :: Shape)
  ++ show (read "[Dot, Circle 1,Rect (-2) 5]" :: [Shape])
  ++ show (read "(Dot, Circle 2)" :: (Shape, Shape))
  ++ show (sizeOf (read "Node (Node Leaf 1 Leaf) 2 (Node Leaf 3 (Node Leaf 4 Leaf))"))
  ++ show (read "Wrap (Just (Rect 1 2)) (Right True)" :: Wrap)
  ++ show (read "Wrap Nothing (Left (-5))" :: Wrap)
  ++ show (reads "Circle 3 and more" :: [(Shape, String)])
  ++ show (map (\s -> readMaybe s :: Maybe Shape) ["Circle", "Circle 1 2", "circle 1", "Rect 1 2", "(Dot)", "Circle -1", "Dot)"])
