{-# OPTIONS_GHC -O0 -fno-ignore-interface-pragmas -fno-omit-interface-pragmas -fexpose-all-unfoldings #-}
{-# OPTIONS_GHC -Wno-unused-foralls #-}
{-# LANGUAGE AllowAmbiguousTypes #-}
{-# LANGUAGE BangPatterns #-}
{-# LANGUAGE MagicHash #-}
{-# LANGUAGE NoImplicitPrelude #-}
{-# LANGUAGE RankNTypes #-}
{-# LANGUAGE ScopedTypeVariables #-}
{-# LANGUAGE UnboxedTuples #-}
-- | Models of Data.Sequence's code containers ships without (Note [Models] in
-- "G2.Models.Table"; Note [Sequence models] here), over the real 'Seq', 'FingerTree',
-- 'Digit', 'Node' and 'Elem'.
--
-- Note [Sequence models]
-- ~~~~~~~~~~~~~~~~~~~~~~
-- Data.Sequence's public functions mostly have unfoldings (small wrappers, INLINABLE
-- ones), which take the real finger tree apart and call workers and specialisations
-- that have none: @viewl_$sviewLTree@ (viewl's loop on the middle tree),
-- @$b:<|_$s$sconsTree@ (consTree pushing a full digit's Node3 down), @$w$slookupTree1@
-- (index's search among nodes), @$wsplitTreeE@ (splitAt), @$wupdate@, @$winsertAt@,
-- the Foldable and Functor methods of FingerTree, Eq and Ord of Seq, and so on. These
-- models are those functions, written as the textbook finger tree (Hinze and Paterson)
-- over containers' own types, so the unfoldings GHC ships (viewl's outer case,
-- @$windex@'s bounds test, @length@, @null@, @$b:|>_$ssnocTree@, ...) run on the
-- values the models build and the other way round. Every tree the models build keeps
-- containers' invariants: a 'Deep' and a 'Node' carry the size of what they hold (an
-- 'Elem' is 1), digits hold one to four, and the middle tree holds nodes.
--
-- What the public API shows is GHC's: toList order, length, index, show, ==, compare,
-- the folds, the errors (index out of bounds; replicate, replicateA, iterateN and
-- fromFunction given a negative count; foldr1, foldl1, scanl1 and scanr1 of an empty
-- sequence; chunksOf's, cycleTaking's and fromListN's). One thing public depends on
-- the tree's shape: the order in which @unstableSort@, @unstableSortBy@ and
-- @unstableSortOn@ leave elements that compare equal but differ (@unstableSortBy
-- (comparing fst)@ on pairs), since containers pairs a heap along the tree
-- (@foldToMaybeTree@, @popMinQ@: modelled here, containers' algorithm, checked against
-- its results on 9000 trees). So the models build containers' own shapes where that
-- was cheap to get right: @fromList@ level by level as containers does ('buildTree',
-- read off containers' trees and equal to them for every length up to 3000),
-- consTree and snocTree (behind @<|@, @|>@, unfoldr, unfoldl), the views (a digit
-- left alone becomes a tree as containers' @digitToTree@ makes it; sixty views in a
-- row equal to containers'), @><@ (the textbook @app3@, which containers unrolls as
-- @addDigits0@ ... @addDigits4@: equal trees on all pairs of lengths up to 60), fmap,
-- reverse, mapWithIndex, and filter and partition (a snoc per element). Elsewhere the shape is not always containers':
-- splitAt, take, drop, deleteAt and insertAt split and re-append where containers
-- rebuilds in place, and zipWith, inits, tails, chunksOf, scans, @<*>@, @>>=@ and the
-- stable sorts go through a list (@fromList@); an unstable sort of their results can
-- order ties differently from GHC. On elements that compare equal only when they are
-- equal (Int, Char, String ...) every sort is GHC's whatever the shape.
--
-- The finger-tree helpers here (consTree, snocTree, the views, app3, splitTree,
-- lookupTree, adjustTree, the reversal, applicativeTree) were checked outside the
-- engine, compiled by GHC with containers: random sequences of 40 operations (cons,
-- snoc, appends, insertAt, deleteAt, update, adjust, take, drop, splits, reverse,
-- fmap, the views, replicate, iterateN, and containers' own <|, |> and splitAt on the
-- models' trees) from 3000 seeds, every intermediate tree's cached sizes and digits
-- valid and its elements, index, lookupTree and splitTree at every position equal to
-- containers' results.
--
-- A @Seq@ input of a symbolic search is @fromList@ of a symbolic list (Note
-- [Container inputs] in rust-core/src/reduce/machine/containers.rs), so it holds these
-- invariants too; one built from FingerTree's constructors would not.
--
-- Unexported result types (@ViewLTree@, @ViewRTree@, @Place@) are mirrored (Note [Mirrored
-- types] in "G2.Plugin.Models"). Where a specialisation takes a node's fields apart
-- (@$b:<|_$s$sconsTree m s c d e@ pushes @Node3 s c d e@ onto @m@) the model takes
-- them as GHC's call-pattern specialiser laid them out, read off the callers'
-- unfoldings (@ghc --show-iface@ on Data/Sequence/Internal.hi); type variables come
-- in the order @-fprint-explicit-foralls@ shows.
module G2.Models.Sequence
  ( ViewLTree (..), ViewRTree (..)
  , consSCons, snocSSnoc, appendSeq, replicateError, replicateErrorIdentity
  , eqSeq, compareSeq, ltSeq, leSeq, gtSeq, geSeq
  , foldl1Tree, foldr1Tree, foldMapAnyTree, fmapTree, fromListError, mkTree
  , sconcatSeq, foldrNodeTree, wFoldMap', wApplicativeTreeIdentity, wApplicativeTreeState
  , wLookupTreeNode, wAdjust, wAdjust', wCycleNTimes, wDeleteAt, wDrop, wInsertAt
  , wIndexError, wPartition, wSplitTreeE, wTake, wUpdate, filter, findIndexL
  , fmapReverseTree, inits1, tails1, iterateNError, mapWithIndex, spanl, zipWith
  , viewLTreeNode, viewRTreeNode, fromList
  , sort, sortBy, sortOn, foldToMaybeTree, wPopMinQ, wPopMinTQ
  , Place (..), lookupError, fromFunctionError, cycleTakingError, replicateAError
  , scanl1Error, wCreate, wApplicativeTree, apSeq, liftA2Seq, replaceAll, bindSeq
  , wUnzipWith, wChunksOf, elemIndicesL, findIndexR, spanr, zipWith', minLength
  , elemIndicesR, scanr1Error, fromListNError, rnfTree
  ) where

import Control.DeepSeq (NFData (..))
import Data.Functor.Identity (Identity (..))
import qualified Data.List as L
import Data.Monoid (Any (..))
import Data.Sequence.Internal (Digit (..), Elem (..), FingerTree (..), Node (..), Seq (..), State (..))
import Data.Sequence.Internal.Sorting (QList (..), Queue (..), TQList (..), TaggedQueue (..))
import GHC.Base (Functor (..), Semigroup (..), seq, (++), (.))
import GHC.Classes (Eq (..), Ord (..), not, (&&), (||))
import GHC.Err (error, errorWithoutStackTrace)
import GHC.List (reverse)
import GHC.Maybe (Maybe (..))
import GHC.Num (Num (..))
import GHC.Prim (Int#)
import GHC.Real (quotRem)
import GHC.Show (show)
import GHC.Types (Bool (..), Int (..), Ordering (..))

-- | The mirror of Data.Sequence.Internal's unexported @ViewLTree@.
data ViewLTree a = ConsLTree a (FingerTree a) | EmptyLTree

-- | The mirror of Data.Sequence.Internal's unexported @ViewRTree@.
data ViewRTree a = SnocRTree (FingerTree a) a | EmptyRTree

-- | The mirror of Data.Sequence.Internal's unexported @Place@.
data Place a = Place {-# UNPACK #-} !Int a

------------------------------------------------------------------------------------
-- The finger tree

-- | Sizes, as containers' @Sized@: an element is 1, a node carries its own.
class Sz a where
  sz :: a -> Int

instance Sz (Elem a) where
  sz _ = 1

instance Sz (Node a) where
  sz (Node2 s _ _) = s
  sz (Node3 s _ _ _) = s

sizeTree :: Sz a => FingerTree a -> Int
sizeTree EmptyT = 0
sizeTree (Single x) = sz x
sizeTree (Deep s _ _ _) = s

sizeDigit :: Sz a => Digit a -> Int
sizeDigit (One a) = sz a
sizeDigit (Two a b) = sz a + sz b
sizeDigit (Three a b c) = sz a + sz b + sz c
sizeDigit (Four a b c d) = sz a + sz b + sz c + sz d

sizeList :: Sz a => [a] -> Int
sizeList [] = 0
sizeList (x : xs) = sz x + sizeList xs

digitToList :: Digit a -> [a]
digitToList (One a) = [a]
digitToList (Two a b) = [a, b]
digitToList (Three a b c) = [a, b, c]
digitToList (Four a b c d) = [a, b, c, d]

-- | A digit of one to four elements.
listToDigit :: [a] -> Digit a
listToDigit [a] = One a
listToDigit [a, b] = Two a b
listToDigit [a, b, c] = Three a b c
listToDigit [a, b, c, d] = Four a b c d
listToDigit _ = error "G2.Models.Sequence.listToDigit: not one to four elements"

node2 :: Sz a => a -> a -> Node a
node2 a b = Node2 (sz a + sz b) a b

node3 :: Sz a => a -> a -> a -> Node a
node3 a b c = Node3 (sz a + sz b + sz c) a b c

nodeToList :: Node a -> [a]
nodeToList (Node2 _ a b) = [a, b]
nodeToList (Node3 _ a b c) = [a, b, c]

deep :: Sz a => [a] -> FingerTree (Node a) -> [a] -> FingerTree a
deep pr m sf = Deep (sizeList pr + sizeTree m + sizeList sf) (listToDigit pr) m (listToDigit sf)

-- | The tree of a list of at most four elements, as containers' @digitToTree@ makes
-- it (two and one, two and two).
smallTree :: Sz a => [a] -> FingerTree a
smallTree [] = EmptyT
smallTree [a] = Single a
smallTree [a, b] = deep [a] EmptyT [b]
smallTree [a, b, c] = deep [a, b] EmptyT [c]
smallTree [a, b, c, d] = deep [a, b] EmptyT [c, d]
smallTree _ = error "G2.Models.Sequence.smallTree: more than four elements"

-- consTree, snocTree and the views take digits apart by their constructors, not as
-- lists: fromList is a snoc per element, and a program's queue a view per step.
consTree :: Sz a => a -> FingerTree a -> FingerTree a
consTree a EmptyT = Single a
consTree a (Single b) = Deep (sz a + sz b) (One a) EmptyT (One b)
consTree a (Deep s pr m sf) = case pr of
  One b -> Deep (s + sz a) (Two a b) m sf
  Two b c -> Deep (s + sz a) (Three a b c) m sf
  Three b c d -> Deep (s + sz a) (Four a b c d) m sf
  Four b c d e -> m `seq` Deep (s + sz a) (Two a b) (consTree (node3 c d e) m) sf

snocTree :: Sz a => FingerTree a -> a -> FingerTree a
snocTree EmptyT a = Single a
snocTree (Single b) a = Deep (sz b + sz a) (One b) EmptyT (One a)
snocTree (Deep s pr m sf) a = case sf of
  One b -> Deep (s + sz a) pr m (Two b a)
  Two b c -> Deep (s + sz a) pr m (Three b c a)
  Three b c d -> Deep (s + sz a) pr m (Four b c d a)
  Four b c d e -> m `seq` Deep (s + sz a) pr (snocTree m (node3 b c d)) (Two e a)

viewLTree :: Sz a => FingerTree a -> Maybe (a, FingerTree a)
viewLTree EmptyT = Nothing
viewLTree (Single a) = Just (a, EmptyT)
viewLTree (Deep s pr m sf) = case pr of
  One a -> Just (a, pullL (s - sz a) m sf)
  Two a b -> Just (a, Deep (s - sz a) (One b) m sf)
  Three a b c -> Just (a, Deep (s - sz a) (Two b c) m sf)
  Four a b c d -> Just (a, Deep (s - sz a) (Three b c d) m sf)

viewRTree :: Sz a => FingerTree a -> Maybe (FingerTree a, a)
viewRTree EmptyT = Nothing
viewRTree (Single a) = Just (EmptyT, a)
viewRTree (Deep s pr m sf) = case sf of
  One a -> Just (pullR (s - sz a) pr m, a)
  Two a b -> Just (Deep (s - sz b) pr m (One a), b)
  Three a b c -> Just (Deep (s - sz c) pr m (Two a b), c)
  Four a b c d -> Just (Deep (s - sz d) pr m (Three a b c), d)

-- | A tree of size @s@ whose prefix was emptied: the middle's first node becomes the
-- prefix, or the suffix alone is left.
pullL :: Sz a => Int -> FingerTree (Node a) -> Digit a -> FingerTree a
pullL s m sf = case viewLTree m of
  Nothing -> digitToTree sf
  Just (n, m') -> Deep s (nodeToDigit n) m' sf

pullR :: Sz a => Int -> Digit a -> FingerTree (Node a) -> FingerTree a
pullR s pr m = case viewRTree m of
  Nothing -> digitToTree pr
  Just (m', n) -> Deep s pr m' (nodeToDigit n)

nodeToDigit :: Node a -> Digit a
nodeToDigit (Node2 _ a b) = Two a b
nodeToDigit (Node3 _ a b c) = Three a b c

digitToTree :: Sz a => Digit a -> FingerTree a
digitToTree d = smallTree (digitToList d)

-- | A tree from a prefix of zero to four elements, a middle and a suffix of one to
-- four: an empty prefix borrows the middle's first node.
deepL :: Sz a => [a] -> FingerTree (Node a) -> [a] -> FingerTree a
deepL [] m sf = case viewLTree m of
  Nothing -> smallTree sf
  Just (n, m') -> deep (nodeToList n) m' sf
deepL pr m sf = deep pr m sf

deepR :: Sz a => [a] -> FingerTree (Node a) -> [a] -> FingerTree a
deepR pr m [] = case viewRTree m of
  Nothing -> smallTree pr
  Just (m', n) -> deep pr m' (nodeToList n)
deepR pr m sf = deep pr m sf

-- | @app3@: two trees with up to four elements between them.
app3 :: Sz a => FingerTree a -> [a] -> FingerTree a -> FingerTree a
app3 EmptyT ts xs = L.foldr consTree xs ts
app3 xs ts EmptyT = L.foldl snocTree xs ts
app3 (Single x) ts xs = consTree x (L.foldr consTree xs ts)
app3 xs ts (Single x) = snocTree (L.foldl snocTree xs ts) x
app3 (Deep s1 pr1 m1 sf1) ts (Deep s2 pr2 m2 sf2) =
  Deep (s1 + sizeList ts + s2) pr1 (app3 m1 (nodes (digitToList sf1 ++ ts ++ digitToList pr2)) m2) sf2

nodes :: Sz a => [a] -> [Node a]
nodes [a, b] = [node2 a b]
nodes [a, b, c] = [node3 a b c]
nodes [a, b, c, d] = [node2 a b, node2 c d]
nodes (a : b : c : xs) = node3 a b c : nodes xs
nodes _ = error "G2.Models.Sequence.nodes: fewer than two elements"

appendTree :: Sz a => FingerTree a -> FingerTree a -> FingerTree a
appendTree xs ys = app3 xs [] ys

-- | The element holding position @i@ (0 <= i < size), and the position within it.
lookupTree :: Sz a => Int -> FingerTree a -> (Int, a)
lookupTree _ EmptyT = error "G2.Models.Sequence.lookupTree: an empty tree"
lookupTree i (Single x) = (i, x)
lookupTree i (Deep _ pr m sf)
  | i < spr = lookupDigit i pr
  | i < spm = case lookupTree (i - spr) m of (j, n) -> lookupNode j n
  | True = lookupDigit (i - spm) sf
  where
    spr = sizeDigit pr
    spm = spr + sizeTree m

lookupDigit :: Sz a => Int -> Digit a -> (Int, a)
lookupDigit i (One a) = (i, a)
lookupDigit i (Two a b) = lookup2 i a b
lookupDigit i (Three a b c) = lookup3 i a b c
lookupDigit i (Four a b c d) = let sa = sz a in if i < sa then (i, a) else lookup3 (i - sa) b c d

lookupNode :: Sz a => Int -> Node a -> (Int, a)
lookupNode i (Node2 _ a b) = lookup2 i a b
lookupNode i (Node3 _ a b c) = lookup3 i a b c

lookup2 :: Sz a => Int -> a -> a -> (Int, a)
lookup2 i a b = let sa = sz a in if i < sa then (i, a) else (i - sa, b)

lookup3 :: Sz a => Int -> a -> a -> a -> (Int, a)
lookup3 i a b c = let sa = sz a in if i < sa then (i, a) else lookup2 (i - sa) b c

-- | The trees before and after the element holding position @i@ (0 <= i < size),
-- and that element.
splitTree :: Sz a => Int -> FingerTree a -> (FingerTree a, a, FingerTree a)
splitTree _ EmptyT = error "G2.Models.Sequence.splitTree: an empty tree"
splitTree _ (Single x) = (EmptyT, x, EmptyT)
splitTree i (Deep _ pr m sf)
  | i < spr = case splitList i (digitToList pr) of
      (l, x, r) -> (smallTree l, x, deepL r m (digitToList sf))
  | i < spm = case splitTree (i - spr) m of
      (ml, n, mr) -> case splitList (i - spr - sizeTree ml) (nodeToList n) of
        (l, x, r) -> (deepR (digitToList pr) ml l, x, deepL r mr (digitToList sf))
  | True = case splitList (i - spm) (digitToList sf) of
      (l, x, r) -> (deepR (digitToList pr) m l, x, smallTree r)
  where
    spr = sizeDigit pr
    spm = spr + sizeTree m

splitList :: Sz a => Int -> [a] -> ([a], a, [a])
splitList _ [x] = ([], x, [])
splitList i (x : xs)
  | i < sz x = ([], x, xs)
  | True = case splitList (i - sz x) xs of (l, y, r) -> (x : l, y, r)
splitList _ [] = error "G2.Models.Sequence.splitList: no element"

-- | Replaces the element holding position @i@ (0 <= i < size) by @f j x@, @j@ the
-- position within it; @f@ keeps sizes.
adjustTree :: Sz a => (Int -> a -> a) -> Int -> FingerTree a -> FingerTree a
adjustTree _ _ EmptyT = EmptyT
adjustTree f i (Single x) = Single (f i x)
adjustTree f i (Deep s pr m sf)
  | i < spr = Deep s (adjustDigit f i pr) m sf
  | i < spm = Deep s pr (adjustTree (adjustNode f) (i - spr) m) sf
  | True = Deep s pr m (adjustDigit f (i - spm) sf)
  where
    spr = sizeDigit pr
    spm = spr + sizeTree m

adjustNode :: Sz a => (Int -> a -> a) -> Int -> Node a -> Node a
adjustNode f i (Node2 s a b) = case adjustList f i [a, b] of
  [a', b'] -> Node2 s a' b'
  _ -> error "G2.Models.Sequence.adjustNode"
adjustNode f i (Node3 s a b c) = case adjustList f i [a, b, c] of
  [a', b', c'] -> Node3 s a' b' c'
  _ -> error "G2.Models.Sequence.adjustNode"

adjustDigit :: Sz a => (Int -> a -> a) -> Int -> Digit a -> Digit a
adjustDigit f i d = listToDigit (adjustList f i (digitToList d))

adjustList :: Sz a => (Int -> a -> a) -> Int -> [a] -> [a]
adjustList _ _ [] = []
adjustList f i [x] = [f i x]
adjustList f i (x : xs) = if i < sz x then f i x : xs else x : adjustList f (i - sz x) xs

-- | Functor's fmap of FingerTree: sizes kept.
fmapTree :: (a -> b) -> FingerTree a -> FingerTree b
fmapTree _ EmptyT = EmptyT
fmapTree f (Single x) = Single (f x)
fmapTree f (Deep s pr m sf) = Deep s (fmapDigit f pr) (fmapTree (fmapNode f) m) (fmapDigit f sf)

fmapDigit :: (a -> b) -> Digit a -> Digit b
fmapDigit f (One a) = One (f a)
fmapDigit f (Two a b) = Two (f a) (f b)
fmapDigit f (Three a b c) = Three (f a) (f b) (f c)
fmapDigit f (Four a b c d) = Four (f a) (f b) (f c) (f d)

fmapNode :: (a -> b) -> Node a -> Node b
fmapNode f (Node2 s a b) = Node2 s (f a) (f b)
fmapNode f (Node3 s a b c) = Node3 s (f a) (f b) (f c)

-- | @fmapReverseTree f@: the tree reversed and mapped, sizes kept.
fmapReverseTree :: forall a b. (a -> b) -> FingerTree a -> FingerTree b
fmapReverseTree _ EmptyT = EmptyT
fmapReverseTree f (Single x) = Single (f x)
fmapReverseTree f (Deep s pr m sf) =
  Deep s (reverseDigit f sf) (fmapReverseTree (reverseNode f) m) (reverseDigit f pr)

reverseDigit :: (a -> b) -> Digit a -> Digit b
reverseDigit f (One a) = One (f a)
reverseDigit f (Two a b) = Two (f b) (f a)
reverseDigit f (Three a b c) = Three (f c) (f b) (f a)
reverseDigit f (Four a b c d) = Four (f d) (f c) (f b) (f a)

reverseNode :: (a -> b) -> Node a -> Node b
reverseNode f (Node2 s a b) = Node2 s (f b) (f a)
reverseNode f (Node3 s a b c) = Node3 s (f c) (f b) (f a)

foldrTree :: (a -> b -> b) -> b -> FingerTree a -> b
foldrTree _ z EmptyT = z
foldrTree f z (Single x) = f x z
foldrTree f z (Deep _ pr m sf) =
  L.foldr f (foldrTree (\n acc -> L.foldr f acc (nodeToList n)) (L.foldr f z (digitToList sf)) m) (digitToList pr)

foldlTree :: (b -> a -> b) -> b -> FingerTree a -> b
foldlTree _ z EmptyT = z
foldlTree f z (Single x) = f z x
foldlTree f z (Deep _ pr m sf) =
  L.foldl f (foldlTree (\acc n -> L.foldl f acc (nodeToList n)) (L.foldl f z (digitToList pr)) m) (digitToList sf)

toListSeq :: Seq a -> [a]
toListSeq (Seq t) = foldrTree (\(Elem x) xs -> x : xs) [] t

lengthSeq :: Seq a -> Int
lengthSeq (Seq t) = sizeTree t

fromListTree :: [a] -> FingerTree (Elem a)
fromListTree xs = buildTree (L.map Elem xs)

-- | @fromList@, with containers' shape (Note [Sequence models]).
fromList :: [a] -> Seq a
fromList xs = Seq (fromListTree xs)

-- | @$fIsListSeq_mkTree@, fromList's tree (its first type variable is unused, as in
-- the original: hence -Wno-unused-foralls).
mkTree :: forall a a'. [Elem a'] -> FingerTree (Elem a')
mkTree = buildTree

-- | containers' fromList, level by level: a list of at most 15 items is the tree
-- 'applicativeTree' makes of them; a longer one has its first three items as its
-- prefix, the next nine as three nodes, the prefix of the level below, the last one to
-- three items (after whole nodes of three) as its suffix, and the nodes in between,
-- all but the last one to three of them (the suffix of the level below), built the
-- same way one level further down. (Read off containers' trees: equal, node by node,
-- to its fromList's for every length up to 6000.)
buildTree :: Sz a => [a] -> FingerTree a
buildTree xs = case xs of
  (x1 : x2 : x3 : x4 : x5 : x6 : x7 : x8 : x9 : x10 : x11 : x12 : rest@(_ : _ : _ : _ : _)) ->
    case getNodes rest of
      (ns, sf) -> case getNodes ns of
        (ns2, sf1) ->
          deepD (Three x1 x2 x3)
            (deepD (Three (node3 x4 x5 x6) (node3 x7 x8 x9) (node3 x10 x11 x12)) (buildTree ns2) sf1)
            sf
  _ -> case xs of
    [] -> EmptyT
    (x : _) -> case applicativeTree (L.length xs) (sz x) popItem xs of (_, t) -> t
  where
    popItem (y : ys) = (ys, y)
    popItem [] = error "G2.Models.Sequence.buildTree: too few items"

-- | Nodes of three items, and the last one to three items (of a non-empty list) as a
-- digit.
getNodes :: Sz a => [a] -> ([Node a], Digit a)
getNodes [a] = ([], One a)
getNodes [a, b] = ([], Two a b)
getNodes [a, b, c] = ([], Three a b c)
getNodes (a : b : c : rest) = case getNodes rest of (ns, d) -> (node3 a b c : ns, d)
getNodes [] = error "G2.Models.Sequence.getNodes: no items"

deepD :: Sz a => Digit a -> FingerTree (Node a) -> Digit a -> FingerTree a
deepD pr m sf = Deep (sizeDigit pr + sizeTree m + sizeDigit sf) pr m sf

emptySeq :: Seq a
emptySeq = Seq EmptyT

-- | The first @i@ elements and the rest, for 0 < i < size.
splitAtTree :: Int -> FingerTree (Elem a) -> (FingerTree (Elem a), FingerTree (Elem a))
splitAtTree i t = case splitTree i t of (l, x, r) -> (l, consTree x r)

-- | splitAt of any @i@.
splitAtSeq :: Int -> Seq a -> (Seq a, Seq a)
splitAtSeq i s@(Seq t)
  | i <= 0 = (emptySeq, s)
  | i >= sizeTree t = (s, emptySeq)
  | True = case splitAtTree i t of (l, r) -> (Seq l, Seq r)

------------------------------------------------------------------------------------
-- The models

-- | @$b:<|_$s$sconsTree m s c d e@: consTree of @Node3 s c d e@ onto @m@ (a full
-- prefix pushed down).
consSCons :: FingerTree (Node (Elem a)) -> Int# -> Elem a -> Elem a -> Elem a -> FingerTree (Node (Elem a))
consSCons m s c d e = consTree (Node3 (I# s) c d e) m

-- | @$b:|>_$s$ssnocTree s a b c m@: snocTree of @Node3 s a b c@ onto @m@.
snocSSnoc :: Int# -> Elem a -> Elem a -> Elem a -> FingerTree (Node (Elem a)) -> FingerTree (Node (Elem a))
snocSSnoc s a b c m = snocTree m (Node3 (I# s) a b c)

-- | @$fAlternativeSeq3@: @><@ (and @<>@, @<|>@), its result's tree.
appendSeq :: Seq a -> Seq a -> FingerTree (Elem a)
appendSeq (Seq xs) (Seq ys) = appendTree xs ys

-- | @$fApplicativeSeq3@: replicate's error for a negative count.
replicateError :: Seq a
replicateError = error "replicate takes a nonnegative integer argument"

-- | @$fFunctorSeq1@: the same error at Identity (replicateA's branch).
replicateErrorIdentity :: Identity (Seq a)
replicateErrorIdentity = error "replicate takes a nonnegative integer argument"

-- | @$fIsListSeq3@: a branch the state-threaded builders never reach.
fromListError :: forall b a. State a (Seq b)
fromListError = error "G2.Models.Sequence: an impossible case of containers' fromList"

-- | Eq's @==@: equal lengths and elements.
eqSeq :: Eq a => Seq a -> Seq a -> Bool
eqSeq xs ys = lengthSeq xs == lengthSeq ys && toListSeq xs == toListSeq ys

-- | Ord's @compare@: the lists' order; the comparisons are compare's.
compareSeq :: Ord a => Seq a -> Seq a -> Ordering
compareSeq xs ys = compare (toListSeq xs) (toListSeq ys)

ltSeq, leSeq, gtSeq, geSeq :: Ord a => Seq a -> Seq a -> Bool
ltSeq xs ys = case compareSeq xs ys of LT -> True; _ -> False
leSeq xs ys = case compareSeq xs ys of GT -> False; _ -> True
gtSeq xs ys = case compareSeq xs ys of GT -> True; _ -> False
geSeq xs ys = case compareSeq xs ys of LT -> False; _ -> True

-- | FingerTree's @foldl1@ (@$fFoldableFingerTree_$cfoldl1@).
foldl1Tree :: (a -> a -> a) -> FingerTree a -> a
foldl1Tree f t = case viewLTreeAny t of
  Nothing -> errorWithoutStackTrace "foldl1: empty sequence"
  Just (x, xs) -> L.foldl f x xs
  where viewLTreeAny u = case foldrTree (:) [] u of [] -> Nothing; (y : ys) -> Just (y, ys)

-- | FingerTree's @foldr1@ (@$fFoldableFingerTree_$cfoldr2@).
foldr1Tree :: (a -> a -> a) -> FingerTree a -> a
foldr1Tree f t = case foldrTree (:) [] t of
  [] -> errorWithoutStackTrace "foldr1: empty sequence"
  xs -> L.foldr1 f xs

-- | FingerTree's foldMap at 'Any' (behind @elem@, @any@).
foldMapAnyTree :: (a -> Any) -> FingerTree a -> Any
foldMapAnyTree f t = Any (foldrTree (\x r -> getAny (f x) || r) False t)

-- | @$fSemigroupSeq1@: sconcat's loop, @x >< (y >< ...)@.
sconcatSeq :: Seq a -> [Seq a] -> Seq a
sconcatSeq x [] = x
sconcatSeq x (y : ys) = Seq (appendSeq x (sconcatSeq y ys))

-- | @$fShowSeq_foldrTree@: foldr over a tree of nodes (show's toList).
foldrNodeTree :: forall a b. (Node a -> b -> b) -> b -> FingerTree (Node a) -> b
foldrNodeTree = foldrTree

-- | @$w$cfoldMap'3@ (foldMap'): a strict left fold from @mempty@.
wFoldMap' :: forall m a. Semigroup m => m -> (a -> m) -> Seq a -> m
wFoldMap' z f (Seq t) = foldlTree (\acc (Elem x) -> let !acc' = acc <> f x in acc') z t

-- | containers' @applicativeTree n size m@ in the state monad: a tree of @n@ elements
-- of size @size@ each made by @m@, run left to right.
applicativeTree :: forall s a. Int -> Int -> (s -> (s, a)) -> s -> (s, FingerTree a)
applicativeTree n size m s0 = case n of
  0 -> (s0, EmptyT)
  1 -> case m s0 of (s1, x) -> (s1, Single x)
  2 -> deepA 1 (\s -> (s, EmptyT)) 1
  3 -> deepA 2 (\s -> (s, EmptyT)) 1
  4 -> deepA 2 (\s -> (s, EmptyT)) 2
  5 -> deepA 3 (\s -> (s, EmptyT)) 2
  6 -> deepA 3 (\s -> (s, EmptyT)) 3
  _ -> case quotRem n 3 of
    (q, 0) -> deepA 3 (applicativeTree (q - 2) size' n3) 3
    (q, 1) -> deepA 2 (applicativeTree (q - 1) size' n3) 2
    (q, _) -> deepA 3 (applicativeTree (q - 1) size' n3) 2
  where
    size' = 3 * size
    n3 s = case m s of
      (s1, a) -> case m s1 of
        (s2, b) -> case m s2 of
          (s3, c) -> (s3, Node3 size' a b c)
    many :: Int -> s -> (s, [a])
    many 0 s = (s, [])
    many k s = case m s of (s1, x) -> case many (k - 1) s1 of (s2, xs) -> (s2, x : xs)
    deepA :: Int -> (s -> (s, FingerTree (Node a))) -> Int -> (s, FingerTree a)
    deepA kpr mid ksf = case many kpr s0 of
      (s1, pr) -> case mid s1 of
        (s2, mt) -> case many ksf s2 of
          (s3, sf) -> (s3, Deep (n * size) (listToDigit pr) mt (listToDigit sf))

-- | @$w$sapplicativeTree@: applicativeTree at Identity (replicate).
wApplicativeTreeIdentity :: Int# -> Int# -> Identity a -> Identity (FingerTree a)
wApplicativeTreeIdentity n size (Identity x) =
  case applicativeTree (I# n) (I# size) (\u -> (u, x)) () of (_, t) -> Identity t

-- | @$w$sapplicativeTree1@: applicativeTree at containers' State (iterateN,
-- fromFunction).
wApplicativeTreeState :: forall s a. Int# -> Int# -> State s a -> s -> (# s, FingerTree a #)
wApplicativeTreeState n size (State m) s0 =
  case applicativeTree (I# n) (I# size) m s0 of (s1, t) -> (# s1, t #)

-- | @$w$slookupTree1@: the node holding position @i@ of a middle tree, and the
-- position within it.
wLookupTreeNode :: Int# -> FingerTree (Node a) -> (# Int#, Node a #)
wLookupTreeNode i t = case lookupTree (I# i) t of (I# j, n) -> (# j, n #)

inRange :: Int -> Seq a -> Bool
inRange i s = 0 <= i && i < lengthSeq s

-- | @$wadjust@ (adjust): lazy in the new element.
wAdjust :: (a -> a) -> Int# -> Seq a -> Seq a
wAdjust f i s@(Seq t)
  | inRange (I# i) s = Seq (adjustTree (\_ (Elem x) -> Elem (f x)) (I# i) t)
  | True = s

-- | @$wadjust'@ (adjust'): the new element forced with the sequence.
wAdjust' :: (a -> a) -> Int# -> Seq a -> Seq a
wAdjust' f i s@(Seq t)
  | inRange (I# i) s = case lookupTree (I# i) t of
      (_, Elem x) -> let !x' = f x in Seq (adjustTree (\_ _ -> Elem x') (I# i) t)
  | True = s

-- | @$wupdate@ (update).
wUpdate :: Int# -> a -> Seq a -> Seq a
wUpdate i x s@(Seq t)
  | inRange (I# i) s = Seq (adjustTree (\_ _ -> Elem x) (I# i) t)
  | True = s

-- | @$winsertAt@ (insertAt): within the sequence, before position @i@; at or before
-- 0, at the front; else at the back.
wInsertAt :: Int# -> a -> Seq a -> Seq a
wInsertAt i x s@(Seq t)
  | inRange (I# i) s = case splitAtSeq (I# i) s of
      (Seq l, Seq r) -> Seq (appendTree (snocTree l (Elem x)) r)
  | I# i <= 0 = Seq (consTree (Elem x) t)
  | True = Seq (snocTree t (Elem x))

-- | @$wdeleteAt@ (deleteAt): outside the sequence, the sequence.
wDeleteAt :: Int# -> Seq a -> Seq a
wDeleteAt i s@(Seq t)
  | inRange (I# i) s = case splitTree (I# i) t of (l, _, r) -> Seq (appendTree l r)
  | True = s

-- | @$wtake@ (take).
wTake :: Int# -> Seq a -> Seq a
wTake i s = case splitAtSeq (I# i) s of (l, _) -> l

-- | @$wdrop@ (drop).
wDrop :: Int# -> Seq a -> Seq a
wDrop i s = case splitAtSeq (I# i) s of (_, r) -> r

-- | @$wsplitTreeE i t@ (splitAt), for 0 < i < size.
wSplitTreeE :: Int# -> FingerTree (Elem a) -> (# FingerTree (Elem a), FingerTree (Elem a) #)
wSplitTreeE i t
  | I# i <= 0 = (# EmptyT, t #)
  | I# i >= sizeTree t = (# t, EmptyT #)
  | True = case splitAtTree (I# i) t of (l, r) -> (# l, r #)

-- | @$wcycleNTimes@ (cycleTaking, stimes): @n@ copies.
wCycleNTimes :: Int# -> Seq a -> Seq a
wCycleNTimes n (Seq t) = Seq (go (I# n))
  where
    go k = if k <= 0 then EmptyT else appendTree t (go (k - 1))

-- | @$wlvl@: index's error.
wIndexError :: Int# -> a
wIndexError i = error ("index out of bounds in call to: Data.Sequence.index " ++ show (I# i))

-- | @iterateN1@: iterateN's error for a negative count.
iterateNError :: Seq a
iterateNError = error "iterateN takes a nonnegative integer argument"

-- | @$wpartition@ (partition): a snoc per element, as containers' fold.
wPartition :: (a -> Bool) -> Seq a -> (# Seq a, Seq a #)
wPartition p s = case L.foldl' part (EmptyT, EmptyT) (toListSeq s) of
  (ys, ns) -> (# Seq ys, Seq ns #)
  where
    part (ys, ns) x = if p x then let !ys' = snocTree ys (Elem x) in (ys', ns)
      else let !ns' = snocTree ns (Elem x) in (ys, ns')

-- | @filter@: a snoc per element kept, as containers' fold.
filter :: (a -> Bool) -> Seq a -> Seq a
filter p s = Seq (L.foldl' (\t x -> if p x then snocTree t (Elem x) else t) EmptyT (toListSeq s))

findIndexL :: (a -> Bool) -> Seq a -> Maybe Int
findIndexL p s = go 0 (toListSeq s)
  where
    go _ [] = Nothing
    go i (x : xs) = if p x then Just i else go (i + 1) xs

spanl :: (a -> Bool) -> Seq a -> (Seq a, Seq a)
spanl p s = case findIndexL (not . p) s of
  Nothing -> (s, emptySeq)
  Just i -> splitAtSeq i s

-- | @mapWithIndex@: the tree's shape kept, as containers keeps it.
mapWithIndex :: forall a b. (Int -> a -> b) -> Seq a -> Seq b
mapWithIndex f (Seq t) = Seq (mapTreeI (\i (Elem x) -> Elem (f i x)) 0 t)

-- | A map given each item's first position (@i@ that of the tree's first).
mapTreeI :: Sz a => (Int -> a -> b) -> Int -> FingerTree a -> FingerTree b
mapTreeI _ _ EmptyT = EmptyT
mapTreeI f i (Single x) = Single (f i x)
mapTreeI f i (Deep s pr m sf) =
  Deep s (mapDigitI f i pr) (mapTreeI (mapNodeI f) (i + spr) m) (mapDigitI f (i + spr + sizeTree m) sf)
  where
    spr = sizeDigit pr

mapDigitI :: Sz a => (Int -> a -> b) -> Int -> Digit a -> Digit b
mapDigitI f i (One a) = One (f i a)
mapDigitI f i (Two a b) = Two (f i a) (f (i + sz a) b)
mapDigitI f i (Three a b c) = Three (f i a) (f (i + sz a) b) (f (i + sz a + sz b) c)
mapDigitI f i (Four a b c d) =
  Four (f i a) (f (i + sz a) b) (f (i + sz a + sz b) c) (f (i + sz a + sz b + sz c) d)

mapNodeI :: Sz a => (Int -> a -> b) -> Int -> Node a -> Node b
mapNodeI f i (Node2 s a b) = Node2 s (f i a) (f (i + sz a) b)
mapNodeI f i (Node3 s a b c) = Node3 s (f i a) (f (i + sz a) b) (f (i + sz a + sz b) c)

zipWith :: forall a b c. (a -> b -> c) -> Seq a -> Seq b -> Seq c
zipWith f xs ys = fromList (L.zipWith f (toListSeq xs) (toListSeq ys))

-- | @inits1@: inits' tree, @take i@ for i from 0 to the length.
inits1 :: Seq a -> FingerTree (Elem (Seq a))
inits1 s = fromListTree [ fst (splitAtSeq i s) | i <- upTo (lengthSeq s) ]

-- | @tails1@: tails' tree, @drop i@ for i from 0 to the length.
tails1 :: Seq a -> FingerTree (Elem (Seq a))
tails1 s = fromListTree [ snd (splitAtSeq i s) | i <- upTo (lengthSeq s) ]

fst :: (a, b) -> a
fst (a, _) = a

snd :: (a, b) -> b
snd (_, b) = b

upTo :: Int -> [Int]
upTo n = go 0 where go i = if i > n then [] else i : go (i + 1)

-- | @viewl_$sviewLTree@: viewLTree of a middle tree (of nodes).
viewLTreeNode :: FingerTree (Node a) -> ViewLTree (Node a)
viewLTreeNode t = case viewLTree t of
  Nothing -> EmptyLTree
  Just (x, t') -> ConsLTree x t'

-- | @viewr_$sviewRTree@: viewRTree of a middle tree.
viewRTreeNode :: FingerTree (Node a) -> ViewRTree (Node a)
viewRTreeNode t = case viewRTree t of
  Nothing -> EmptyRTree
  Just (t', x) -> SnocRTree t' x

-- | Data.Sequence.Internal.Sorting's stable sorts: Data.List's stable merge sort (the
-- unstable ones run containers' code and the heap below).
sort :: Ord a => Seq a -> Seq a
sort s = fromList (L.sort (toListSeq s))

sortBy :: (a -> a -> Ordering) -> Seq a -> Seq a
sortBy cmp s = fromList (L.sortBy cmp (toListSeq s))

sortOn :: forall b a. Ord b => (a -> b) -> Seq a -> Seq a
sortOn f s = fromList (L.map snd (L.sortBy (\x y -> compare (fst x) (fst y)) (L.map (\x -> let y = f x in y `seq` (y, x)) (toListSeq s))))

-- | @foldToMaybeTree@ (the unstable sorts' heap): each digit folded left to right,
-- prefix with suffix, then with the middle's fold, as containers pairs them.
foldToMaybeTree :: forall b a. (b -> b -> b) -> (a -> b) -> FingerTree a -> Maybe b
foldToMaybeTree _ _ EmptyT = Nothing
foldToMaybeTree _ f (Single x) = Just (f x)
foldToMaybeTree app f (Deep _ pr m sf) = case foldToMaybeTree app (foldNodeWith app f) m of
  Nothing -> Just (app pr' sf')
  Just m' -> Just (app (app pr' sf') m')
  where
    pr' = foldDigitWith app f pr
    sf' = foldDigitWith app f sf

foldDigitWith :: (b -> b -> b) -> (a -> b) -> Digit a -> b
foldDigitWith _ f (One a) = f a
foldDigitWith app f (Two a b) = app (f a) (f b)
foldDigitWith app f (Three a b c) = app (app (f a) (f b)) (f c)
foldDigitWith app f (Four a b c d) = app (app (app (f a) (f b)) (f c)) (f d)

foldNodeWith :: (b -> b -> b) -> (a -> b) -> Node a -> b
foldNodeWith app f (Node2 _ a b) = app (f a) (f b)
foldNodeWith app f (Node3 _ a b c) = app (app (f a) (f b)) (f c)

-- | @$wpopMinQ@ (popMinQ): the root's element and its subqueues merged in pairs, left
-- to right, the pairs then from the right.
wPopMinQ :: forall e. (e -> e -> Ordering) -> e -> QList e -> (# Queue e, e #)
wPopMinQ cmp x xs = (# mergeQs xs, x #)
  where
    mergeQs (QCons t Nil) = t
    mergeQs (QCons t1 (QCons t2 Nil)) = mergeQ t1 t2
    mergeQs (QCons t1 (QCons t2 ts)) = mergeQ (mergeQ t1 t2) (mergeQs ts)
    mergeQs Nil = error "popMinQ: tried to pop from empty queue"
    mergeQ q1@(Q x1 ts1) q2@(Q x2 ts2) = case cmp x1 x2 of
      GT -> Q x2 (QCons q1 ts2)
      _ -> Q x1 (QCons q2 ts1)

-- | @$wpopMinTQ@ (popMinTQ, unstableSortOn's): the same on queues tagged with keys.
wPopMinTQ :: forall a b. (a -> a -> Ordering) -> b -> TQList a b -> (# TaggedQueue a b, b #)
wPopMinTQ cmp y xs = (# mergeQs xs, y #)
  where
    mergeQs (TQCons t TQNil) = t
    mergeQs (TQCons t1 (TQCons t2 TQNil)) = mergeTQ t1 t2
    mergeQs (TQCons t1 (TQCons t2 ts)) = mergeTQ (mergeTQ t1 t2) (mergeQs ts)
    mergeQs TQNil = error "popMinQ: tried to pop from empty queue"
    mergeTQ q1@(TQ x1 y1 ts1) q2@(TQ x2 y2 ts2) = case cmp x1 x2 of
      GT -> TQ x2 y2 (TQCons q1 ts2)
      _ -> TQ x1 y1 (TQCons q2 ts1)

-- | @lookup1@: lookupTree's case of an empty tree, which index's bounds test keeps
-- from being reached.
lookupError :: forall a. Place (Elem a)
lookupError = error "lookupTree of empty tree"

-- | @$fMonadFixSeq1@: fromFunction's (and fromArray's) error for a negative length.
fromFunctionError :: forall a. Seq a
fromFunctionError = error "Data.Sequence.fromFunction called with negative len"

-- | @cycleTaking1@: cycleTaking's error for an empty cycle.
cycleTakingError :: forall a. Seq a
cycleTakingError = error "cycleTaking cannot take a positive number of elements from an empty cycle."

-- | @replicateA5@: replicateA's error for a negative count.
replicateAError :: forall a f. f (Seq a)
replicateAError = error "replicateA takes a nonnegative integer argument"

-- | @scanl3@: scanl1's error for an empty sequence.
scanl1Error :: forall a. Seq a
scanl1Error = error "scanl1 takes a nonempty sequence as an argument"

-- | @$wcreate b s i n@ (fromFunction, fromArray, mfix): a tree of @n@ elements of
-- size @s@, the one starting at position @j@ being @b j@, from @i@ on; the builder
-- of 'applicativeTree' with the position as its state.
wCreate :: forall a. (Int -> a) -> Int# -> Int# -> Int# -> FingerTree a
wCreate b s i n = case applicativeTree (I# n) (I# s) (\j -> (j + I# s, b j)) (I# i) of (_, t) -> t

-- | @$wapplicativeTree@ (replicateA): containers' applicativeTree in any Applicative,
-- given as its Functor and its unboxed @pure@, @<*>@ and @liftA2@; effects run left
-- to right, as @liftA3 f a b c = liftA2 f a b <*> c@ runs them.
wApplicativeTree
  :: forall f a. Functor f
  => (forall a1. a1 -> f a1) -> (forall a1 b. f (a1 -> b) -> f a1 -> f b)
  -> (forall a1 b c. (a1 -> b -> c) -> f a1 -> f b -> f c)
  -> Int# -> Int# -> f a -> f (FingerTree a)
wApplicativeTree pure' ap' liftA2' n0 size0 m0 = go (I# n0) (I# size0) m0
  where
    liftA3' :: forall x y z w. (x -> y -> z -> w) -> f x -> f y -> f z -> f w
    liftA3' f a b c = ap' (liftA2' f a b) c
    go :: forall b. Int -> Int -> f b -> f (FingerTree b)
    go n size m = case n of
      0 -> pure' EmptyT
      1 -> fmap Single m
      2 -> deepA one emptyTree one
      3 -> deepA two emptyTree one
      4 -> deepA two emptyTree two
      5 -> deepA three emptyTree two
      6 -> deepA three emptyTree three
      _ -> case quotRem n 3 of
        (q, 0) -> deepA three (go (q - 2) size' n3) three
        (q, 1) -> deepA two (go (q - 1) size' n3) two
        (q, _) -> deepA three (go (q - 1) size' n3) two
      where
        size' = 3 * size
        one = fmap One m
        two = liftA2' Two m m
        three = liftA3' Three m m m
        n3 = liftA3' (Node3 size') m m m
        emptyTree = pure' EmptyT
        deepA = liftA3' (Deep (n * size))

-- | @apSeq@ (@<*>@): every function applied to every element, functions outermost.
apSeq :: forall a b. Seq (a -> b) -> Seq a -> Seq b
apSeq fs xs = fromList [ f x | f <- toListSeq fs, x <- toListSeq xs ]

-- | @liftA2Seq@ (liftA2, @*>@'s relative).
liftA2Seq :: forall a b c. (a -> b -> c) -> Seq a -> Seq b -> Seq c
liftA2Seq f xs ys = fromList [ f x y | x <- toListSeq xs, y <- toListSeq ys ]

-- | @<*@: each element repeated as many times as the second sequence is long.
replaceAll :: forall a b. Seq a -> Seq b -> Seq a
replaceAll xs ys = fromList [ x | x <- toListSeq xs, _ <- toListSeq ys ]

-- | @>>=@.
bindSeq :: forall a b. Seq a -> (a -> Seq b) -> Seq b
bindSeq xs f = fromList [ y | x <- toListSeq xs, y <- toListSeq (f x) ]

-- | @$w$cunzipWith'@ (unzip, unzipWith): both halves lazily, element by element.
wUnzipWith :: forall x a b. (x -> (a, b)) -> Seq x -> (# Seq a, Seq b #)
wUnzipWith f (Seq t) =
  (# Seq (fmapTree (\(Elem x) -> Elem (fst (f x))) t), Seq (fmapTree (\(Elem x) -> Elem (snd (f x))) t) #)

-- | @$wchunksOf@ (chunksOf).
wChunksOf :: forall a. Int# -> Seq a -> Seq (Seq a)
wChunksOf n s
  | I# n <= 0 = if lengthSeq s == 0 then emptySeq
      else error "chunksOf: A non-empty sequence can only be broken up into positively-sized chunks."
  | True = fromList (go s)
  where
    go t = if lengthSeq t == 0 then [] else case splitAtSeq (I# n) t of (c, rest) -> c : go rest

elemIndicesL :: forall a. Eq a => a -> Seq a -> [Int]
elemIndicesL x s = go 0 (toListSeq s)
  where
    go _ [] = []
    go i (y : ys) = if x == y then i : go (i + 1) ys else go (i + 1) ys

findIndexR :: forall a. (a -> Bool) -> Seq a -> Maybe Int
findIndexR p s = go (lengthSeq s - 1) (reverse (toListSeq s))
  where
    go _ [] = Nothing
    go i (x : xs) = if p x then Just i else go (i - 1) xs

-- | @spanr p@: the longest suffix whose elements satisfy @p@, and the rest.
spanr :: forall a. (a -> Bool) -> Seq a -> (Seq a, Seq a)
spanr p s = case findIndexR (not . p) s of
  Nothing -> (s, emptySeq)
  Just i -> case splitAtSeq (i + 1) s of (l, r) -> (r, l)

-- | @zipWith'@: zipWith of two sequences of the same length.
zipWith' :: forall a b c. (a -> b -> c) -> Seq a -> Seq b -> Seq c
zipWith' = zipWith

-- | @zipWith3_$s$wgo5 n m ms@: the least of @n@, @m@ and @ms@ (zipWith3's and
-- zipWith4's common length).
minLength :: Int# -> Int -> [Int] -> Int#
minLength n m ms = case L.foldl' min (min (I# n) m) ms of I# r -> r

elemIndicesR :: forall a. Eq a => a -> Seq a -> [Int]
elemIndicesR x s = reverse (elemIndicesL x s)

-- | @scanr3@: scanr1's error for an empty sequence.
scanr1Error :: forall a. Seq a
scanr1Error = error "scanr1 takes a nonempty sequence as an argument"

-- | @$fIsListSeq2@: fromListN's error for a list shorter than the count.
fromListNError :: forall a. ([a], a)
fromListNError = error "fromList2: short list"

-- | FingerTree's @rnf@ (behind @force@ and @deepseq@ of a Seq), in containers' order:
-- prefix, suffix, then the middle; a digit's and a node's elements left to right.
rnfTree :: forall a. NFData a => FingerTree a -> ()
rnfTree = rnfTreeWith rnf

rnfTreeWith :: (a -> ()) -> FingerTree a -> ()
rnfTreeWith _ EmptyT = ()
rnfTreeWith f (Single x) = f x
rnfTreeWith f (Deep _ pr m sf) =
  rnfList f (digitToList pr) `seq` rnfList f (digitToList sf) `seq` rnfTreeWith (rnfList f . nodeToList) m

rnfList :: (a -> ()) -> [a] -> ()
rnfList _ [] = ()
rnfList f (x : xs) = f x `seq` rnfList f xs
