-- G2-EXPECT: node safe
-- G2-EXPECT: singleton safe
-- G2-EXPECT: height safe
-- G2-EXPECT: nodeBad concrete
{-@ LIQUID "--expect-any-error" @-}
{-@ LIQUID "--short-names" @-}
module R101AVL where

data AVL = Nil | Tree Int Int AVL AVL
  deriving (Show, Eq)

{-@ measure ht @-}
{-@ ht :: AVL -> Nat @-}
ht :: AVL -> Int
ht Nil = 0
ht (Tree _ _ l r) = if ht l > ht r then 1 + ht l else 1 + ht r

{-@ measure storedHt @-}
storedHt :: AVL -> Int
storedHt Nil = 0
storedHt (Tree _ h _ _) = h

{-@ type AVLT = {t:AVL | storedHt t = ht t} @-}

{-@ height :: t:AVL -> {v:Int | v = storedHt t} @-}
height :: AVL -> Int
height Nil = 0
height (Tree _ h _ _) = h

{-@ singleton :: Int -> {t:AVLT | ht t = 1} @-}
singleton :: Int -> AVL
singleton x = Tree x 1 Nil Nil

{-@ node :: Int -> l:AVLT -> r:AVLT -> AVLT @-}
node :: Int -> AVL -> AVL -> AVL
node x l r = Tree x (1 + max (height l) (height r)) l r

-- Bug: forgets the node itself in the height: nodeBad 0 Nil Nil has stored height 0, real 1.
{-@ nodeBad :: Int -> l:AVLT -> r:AVLT -> AVLT @-}
nodeBad :: Int -> AVL -> AVL -> AVL
nodeBad x l r = Tree x (max (height l) (height r)) l r
