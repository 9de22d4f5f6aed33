-- G2-EXPECT: mirrorInv safe
-- G2-EXPECT: sizeMirror safe
-- G2-EXPECT: mirrorId concrete
{-@ LIQUID "--reflection" @-}
{-@ LIQUID "--ple" @-}
{-@ LIQUID "--exact-data-cons" @-}
module R087Mirror where

import Language.Haskell.Liquid.ProofCombinators

data Tree = Leaf | Node Tree Int Tree
  deriving (Show, Eq)

{-@ reflect mirror @-}
mirror :: Tree -> Tree
mirror Leaf = Leaf
mirror (Node l x r) = Node (mirror r) x (mirror l)

{-@ reflect tsize @-}
{-@ tsize :: Tree -> Nat @-}
tsize :: Tree -> Int
tsize Leaf = 0
tsize (Node l _ r) = 1 + tsize l + tsize r

{-@ mirrorInv :: t:Tree -> {mirror (mirror t) = t} @-}
mirrorInv :: Tree -> Proof
mirrorInv Leaf = trivial
mirrorInv (Node l _ r) = mirrorInv l &&& mirrorInv r

{-@ sizeMirror :: t:Tree -> {tsize (mirror t) = tsize t} @-}
sizeMirror :: Tree -> Proof
sizeMirror Leaf = trivial
sizeMirror (Node l _ r) = sizeMirror l &&& sizeMirror r

-- Bug: a tree with different subtrees is not its own mirror: mirrorId (Node Leaf 0 (Node Leaf 0 Leaf)).
{-@ mirrorId :: t:Tree -> {mirror t = t} @-}
mirrorId :: Tree -> Proof
mirrorId _ = trivial
