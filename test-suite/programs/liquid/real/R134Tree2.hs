-- G2-EXPECT: member safe
-- G2-EXPECT: insertBST safe
-- G2-EXPECT: minKey safe
module R134Tree2 where

import Language.Haskell.Liquid.Prelude

data BST = E | N Int BST BST
  deriving (Show, Eq)

{-@ measure nonEmpty @-}
nonEmpty :: BST -> Bool
nonEmpty E = False
nonEmpty (N _ _ _) = True

{-@ member :: Int -> BST -> Bool @-}
member :: Int -> BST -> Bool
member _ E = False
member x (N y l r)
  | x < y = member x l
  | x > y = member x r
  | otherwise = True

{-@ insertBST :: Int -> BST -> {t:BST | nonEmpty t} @-}
insertBST :: Int -> BST -> BST
insertBST x E = N x E E
insertBST x t@(N y l r)
  | x < y = N y (insertBST x l) r
  | x > y = N y l (insertBST x r)
  | otherwise = t

{-@ minKey :: {t:BST | nonEmpty t} -> Int @-}
minKey :: BST -> Int
minKey (N x E _) = x
minKey (N _ l _) = minKey l
