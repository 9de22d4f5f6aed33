-- G2-EXPECT: insertO safe
-- G2-EXPECT: fromListO safe
module R076OList where

data L a = N | C a (L a)
  deriving (Show, Eq)

{-@ data L a <p :: a -> a -> Bool> = N | C { lhd :: a, ltl :: L <p> (a<p lhd>) } @-}

{-@ type OL a = L <{\x v -> x <= v}> a @-}

{-@ insertO :: Ord a => a -> OL a -> OL a @-}
insertO :: Ord a => a -> L a -> L a
insertO y N = C y N
insertO y (C x xs)
  | y <= x = C y (C x xs)
  | otherwise = C x (insertO y xs)

{-@ fromListO :: Ord a => [a] -> OL a @-}
fromListO :: Ord a => [a] -> L a
fromListO = foldr insertO N
