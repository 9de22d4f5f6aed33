-- G2-EXPECT: blacken safe
-- G2-EXPECT: isBlackRoot safe
-- G2-EXPECT: redden concrete
{-@ LIQUID "--expect-any-error" @-}
{-@ LIQUID "--short-names" @-}
module R037RBColor where

data Color = R | B
  deriving (Show, Eq)

data RBTree a = Leaf | Node Color a (RBTree a) (RBTree a)
  deriving (Show, Eq)

{-@ measure isB @-}
isB :: RBTree a -> Bool
isB Leaf = True
isB (Node c _ _ _) = c == B

{-@ type BlackRBT a = {v:RBTree a | isB v} @-}

{-@ blacken :: RBTree a -> BlackRBT a @-}
blacken :: RBTree a -> RBTree a
blacken Leaf = Leaf
blacken (Node _ x l r) = Node B x l r

{-@ isBlackRoot :: t:RBTree a -> {v:Bool | v <=> isB t} @-}
isBlackRoot :: RBTree a -> Bool
isBlackRoot Leaf = True
isBlackRoot (Node B _ _ _) = True
isBlackRoot (Node R _ _ _) = False

-- Bug: a node turned red is not black: redden (Node B 0 Leaf Leaf).
{-@ redden :: RBTree a -> BlackRBT a @-}
redden :: RBTree a -> RBTree a
redden Leaf = Leaf
redden (Node _ x l r) = Node R x l r
