-- G2-EXPECT: insertSorted safe
-- G2-EXPECT: fromList safe
module R164AbsRef4 where

data SList a = SNil | SCons a (SList a)
  deriving (Show, Eq)

{-@ data SList a <p :: a -> a -> Bool> = SNil | SCons { shd :: a, stl :: SList <p> a<p shd> } @-}

{-@ type Sorted a = SList <{\x y -> x <= y}> a @-}

{-@ insertSorted :: Ord a => a -> Sorted a -> Sorted a @-}
insertSorted :: Ord a => a -> SList a -> SList a
insertSorted y SNil = SCons y SNil
insertSorted y (SCons x xs)
  | y <= x = SCons y (SCons x xs)
  | otherwise = SCons x (insertSorted y xs)

{-@ fromList :: Ord a => [a] -> Sorted a @-}
fromList :: Ord a => [a] -> SList a
fromList = foldr insertSorted SNil
