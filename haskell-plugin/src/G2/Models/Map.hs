{-# OPTIONS_GHC -O0 -fno-ignore-interface-pragmas -fno-omit-interface-pragmas -fexpose-all-unfoldings #-}
{-# LANGUAGE BangPatterns #-}
{-# LANGUAGE MagicHash #-}
{-# LANGUAGE NoImplicitPrelude #-}
{-# LANGUAGE ScopedTypeVariables #-}
{-# LANGUAGE UnboxedTuples #-}
-- | Models of Data.Map.Internal's loops without unfoldings (Note [Models] in
-- "G2.Models.Table"; Note [Containers models] here). Everything else of Data.Map runs
-- from containers' own unfoldings, over the real 'Map'.
--
-- Note [Containers models]
-- ~~~~~~~~~~~~~~~~~~~~~~~~
-- containers is a boot package compiled without -fexpose-all-unfoldings, so its
-- recursive building blocks (the rebalancing of Data.Map and Data.Set, IntMap's
-- insert and delete, the folds behind toList) have no unfolding, and neither have the
-- call-pattern specialisations GHC made of them (@link_$slink2@ ...). The public
-- functions mostly do (they are INLINABLE), so they run as containers wrote them and
-- call these models. The models are containers 0.6.4.1's algorithms, the same
-- rotations with the same constants (delta 3, ratio 2), so the trees are the very
-- trees containers builds: what the public API shows (toList order, size, elemAt,
-- showTree) is what GHC shows. A specialisation takes its arguments as GHC's
-- call-pattern specialiser laid them out (read off the callers' unfoldings in
-- containers' interface files: @ghc --show-iface@), and its type variables in that
-- order (@forall a k.@).
module G2.Models.Map
  ( MinView (..), MaxView (..)
  , balance, balanceL, balanceR, insertMax, insertMin, link
  , linkSLink1, linkSLink2, linkSInsertMax, linkSInsertMin, link2, link2SLink1, link2SLink2
  , glue, minViewSure, maxViewSure, deleteMinS, deleteMaxS
  , toAscListGo, toDescListGo, elemsGo, keysGo, filterWithKey, mapWithKey
  , findMinError, findMaxError, deleteFindMinError, deleteFindMaxError
  , wLookupMinSure, wLookupMaxSure
  , wPartitionGo, mapMaybeWithKey, keysSet, wElemAt, replaceValues
  , takeSGo, dropSGo, splitAtSGo, wFromDistinctAscListGo, wFromDistinctAscListGoStrict
  , mapWithKeyStrict, mapMaybeWithKeyStrict, wMapAccumL, wMapAccumLStrict
  , wMapAccumRWithKey, wMapAccumRWithKeyStrict
  , wMapEitherGo, wMapEitherGoStrict
  ) where

import Data.Bits (shiftL, shiftR)
import Data.Either (Either (..))
import Data.Map.Internal (Map (..))
import qualified Data.Set.Internal as Set
import GHC.Base (seq)
import GHC.Maybe (Maybe (..))
import GHC.Classes (Eq (..), Ord (..))
import GHC.Err (error)
import GHC.Num (Num (..))
import GHC.Prim (Int#)
import GHC.Types (Bool (..), Int (..), Ordering (..))

-- | The mirror of Data.Map.Internal's unexported @MinView@ (Note [Mirrored types] in
-- "G2.Plugin.Models").
data MinView k a = MinView !k a !(Map k a)

-- | The mirror of Data.Map.Internal's unexported @MaxView@.
data MaxView k a = MaxView !k a !(Map k a)

delta, ratio :: Int
delta = 3
ratio = 2

size :: Map k a -> Int
size Tip = 0
size (Bin sz _ _ _ _) = sz

singleton :: k -> a -> Map k a
singleton k x = Bin 1 k x Tip Tip

bin :: k -> a -> Map k a -> Map k a -> Map k a
bin k x l r = Bin (size l + size r + 1) k x l r

-- | @balance@: either side may have grown or shrunk by one. containers writes out the
-- cases of 'balanceL' and 'balanceR' again; they are those cases (its error messages,
-- for trees that were not balanced to begin with, aside).
balance :: k -> a -> Map k a -> Map k a -> Map k a
balance k x l r = case (l, r) of
  (Bin ls _ _ _ _, Bin rs _ _ _ _) | rs > delta * ls -> balanceR k x l r
  (Bin _ _ _ _ _, _) -> balanceL k x l r
  (Tip, _) -> balanceR k x l r

-- | @balanceL@: the left subtree may have grown, or the right one shrunk, by one.
balanceL :: k -> a -> Map k a -> Map k a -> Map k a
balanceL k x l r = case r of
  Tip -> case l of
    Tip -> Bin 1 k x Tip Tip
    Bin _ _ _ Tip Tip -> Bin 2 k x l Tip
    Bin _ lk lx Tip (Bin _ lrk lrx _ _) -> Bin 3 lrk lrx (Bin 1 lk lx Tip Tip) (Bin 1 k x Tip Tip)
    Bin _ lk lx ll@(Bin _ _ _ _ _) Tip -> Bin 3 lk lx ll (Bin 1 k x Tip Tip)
    Bin ls lk lx ll@(Bin lls _ _ _ _) lr@(Bin lrs lrk lrx lrl lrr)
      | lrs < ratio * lls -> Bin (1 + ls) lk lx ll (Bin (1 + lrs) k x lr Tip)
      | True -> Bin (1 + ls) lrk lrx (Bin (1 + lls + size lrl) lk lx ll lrl) (Bin (1 + size lrr) k x lrr Tip)
  Bin rs _ _ _ _ -> case l of
    Tip -> Bin (1 + rs) k x Tip r
    Bin ls lk lx ll lr
      | ls > delta * rs -> case (ll, lr) of
          (Bin lls _ _ _ _, Bin lrs lrk lrx lrl lrr)
            | lrs < ratio * lls -> Bin (1 + ls + rs) lk lx ll (Bin (1 + rs + lrs) k x lr r)
            | True -> Bin (1 + ls + rs) lrk lrx (Bin (1 + lls + size lrl) lk lx ll lrl) (Bin (1 + rs + size lrr) k x lrr r)
          (_, _) -> error "Failure in Data.Map.balanceL"
      | True -> Bin (1 + ls + rs) k x l r

-- | @balanceR@: the right subtree may have grown, or the left one shrunk, by one.
balanceR :: k -> a -> Map k a -> Map k a -> Map k a
balanceR k x l r = case l of
  Tip -> case r of
    Tip -> Bin 1 k x Tip Tip
    Bin _ _ _ Tip Tip -> Bin 2 k x Tip r
    Bin _ rk rx Tip rr@(Bin _ _ _ _ _) -> Bin 3 rk rx (Bin 1 k x Tip Tip) rr
    Bin _ rk rx (Bin _ rlk rlx _ _) Tip -> Bin 3 rlk rlx (Bin 1 k x Tip Tip) (Bin 1 rk rx Tip Tip)
    Bin rs rk rx rl@(Bin rls rlk rlx rll rlr) rr@(Bin rrs _ _ _ _)
      | rls < ratio * rrs -> Bin (1 + rs) rk rx (Bin (1 + rls) k x Tip rl) rr
      | True -> Bin (1 + rs) rlk rlx (Bin (1 + size rll) k x Tip rll) (Bin (1 + rrs + size rlr) rk rx rlr rr)
  Bin ls _ _ _ _ -> case r of
    Tip -> Bin (1 + ls) k x l Tip
    Bin rs rk rx rl rr
      | rs > delta * ls -> case (rl, rr) of
          (Bin rls rlk rlx rll rlr, Bin rrs _ _ _ _)
            | rls < ratio * rrs -> Bin (1 + ls + rs) rk rx (Bin (1 + ls + rls) k x l rl) rr
            | True -> Bin (1 + ls + rs) rlk rlx (Bin (1 + ls + size rll) k x l rll) (Bin (1 + rrs + size rlr) rk rx rlr rr)
          (_, _) -> error "Failure in Data.Map.balanceR"
      | True -> Bin (1 + ls + rs) k x l r

insertMax :: k -> a -> Map k a -> Map k a
insertMax kx x t = case t of
  Tip -> singleton kx x
  Bin _ ky y l r -> balanceR ky y l (insertMax kx x r)

insertMin :: k -> a -> Map k a -> Map k a
insertMin kx x t = case t of
  Tip -> singleton kx x
  Bin _ ky y l r -> balanceL ky y (insertMin kx x l) r

-- | @link@: joins two trees and a key between them, all of the left's keys below it
-- and all of the right's above.
link :: k -> a -> Map k a -> Map k a -> Map k a
link kx x Tip r = insertMin kx x r
link kx x l Tip = insertMax kx x l
link kx x l@(Bin sizeL ky y ly ry) r@(Bin sizeR kz z lz rz)
  | delta * sizeL < sizeR = balanceL kz z (link kx x l lz) rz
  | delta * sizeR < sizeL = balanceR ky y ly (link kx x ry r)
  | True = bin kx x l r

-- | @link_$slink1 l s k v ll lr x kx@ is @link kx x (Bin s k v ll lr) l@.
linkSLink1 :: forall a k. Map k a -> Int# -> k -> a -> Map k a -> Map k a -> a -> k -> Map k a
linkSLink1 r s k v l1 r1 x kx = link kx x (Bin (I# s) k v l1 r1) r

-- | @link_$slink2 s k v l1 r1 l x kx@ is @link kx x l (Bin s k v l1 r1)@.
linkSLink2 :: forall a k. Int# -> k -> a -> Map k a -> Map k a -> Map k a -> a -> k -> Map k a
linkSLink2 s k v l1 r1 l x kx = link kx x l (Bin (I# s) k v l1 r1)

-- | @link_$sinsertMax s k v l r x kx@ is @insertMax kx x (Bin s k v l r)@.
linkSInsertMax :: forall a k. Int# -> k -> a -> Map k a -> Map k a -> a -> k -> Map k a
linkSInsertMax s k v l r x kx = insertMax kx x (Bin (I# s) k v l r)

-- | @link_$sinsertMin s k v l r x kx@ is @insertMin kx x (Bin s k v l r)@.
linkSInsertMin :: forall a k. Int# -> k -> a -> Map k a -> Map k a -> a -> k -> Map k a
linkSInsertMin s k v l r x kx = insertMin kx x (Bin (I# s) k v l r)

-- | @link2@: joins two trees, all of the left's keys below the right's.
link2 :: Map k a -> Map k a -> Map k a
link2 Tip r = r
link2 l Tip = l
link2 l@(Bin sizeL kx x lx rx) r@(Bin sizeR ky y ly ry)
  | delta * sizeL < sizeR = balanceL ky y (link2 l ly) ry
  | delta * sizeR < sizeL = balanceR kx x lx (link2 rx r)
  | True = glue l r

-- | @link2_$slink1 s k v l1 r1 l@ is @link2 l (Bin s k v l1 r1)@.
link2SLink1 :: forall a k. Int# -> k -> a -> Map k a -> Map k a -> Map k a -> Map k a
link2SLink1 s k v l1 r1 l = link2 l (Bin (I# s) k v l1 r1)

-- | @link2_$slink2 r s k v l1 r1@ is @link2 (Bin s k v l1 r1) r@.
link2SLink2 :: forall a k. Map k a -> Int# -> k -> a -> Map k a -> Map k a -> Map k a
link2SLink2 r s k v l1 r1 = link2 (Bin (I# s) k v l1 r1) r

-- | @glue@: joins two trees whose sizes are balanced with respect to each other.
glue :: Map k a -> Map k a -> Map k a
glue Tip r = r
glue l Tip = l
glue l@(Bin sl kl xl ll lr) r@(Bin sr kr xr rl rr)
  | sl > sr = case maxViewSure kl xl ll lr of MaxView km m l' -> balanceR km m l' r
  | True = case minViewSure kr xr rl rr of MinView km m r' -> balanceL km m l r'

minViewSure :: k -> a -> Map k a -> Map k a -> MinView k a
minViewSure k x Tip r = MinView k x r
minViewSure k x (Bin _ kl xl ll lr) r = case minViewSure kl xl ll lr of
  MinView km xm l' -> MinView km xm (balanceR k x l' r)

maxViewSure :: k -> a -> Map k a -> Map k a -> MaxView k a
maxViewSure k x l Tip = MaxView k x l
maxViewSure k x l (Bin _ kr xr rl rr) = case maxViewSure kr xr rl rr of
  MaxView km xm r' -> MaxView km xm (balanceL k x l r')

-- | @deleteMin_$sdeleteMin s k x l r@ is @deleteMin (Bin s k x l r)@.
deleteMinS :: forall a k. Int# -> k -> a -> Map k a -> Map k a -> Map k a
deleteMinS s k x l r = deleteMin (Bin (I# s) k x l r)

deleteMin :: Map k a -> Map k a
deleteMin (Bin _ _ _ Tip r) = r
deleteMin (Bin _ kx x l r) = balanceR kx x (deleteMin l) r
deleteMin Tip = Tip

-- | @deleteMax_$sdeleteMax s k x l r@ is @deleteMax (Bin s k x l r)@.
deleteMaxS :: forall a k. Int# -> k -> a -> Map k a -> Map k a -> Map k a
deleteMaxS s k x l r = deleteMax (Bin (I# s) k x l r)

deleteMax :: Map k a -> Map k a
deleteMax (Bin _ _ _ l Tip) = l
deleteMax (Bin _ kx x l r) = balanceL kx x l (deleteMax r)
deleteMax Tip = Tip

-- | @toAscList1@: @foldrWithKey (\k x xs -> (k, x) : xs)@, from an accumulator.
toAscListGo :: forall a k. [(k, a)] -> Map k a -> [(k, a)]
toAscListGo z Tip = z
toAscListGo z (Bin _ kx x l r) = toAscListGo ((kx, x) : toAscListGo z r) l

-- | @toDescList1@: @foldlWithKey (\xs k x -> (k, x) : xs)@, from an accumulator.
toDescListGo :: forall a k. [(k, a)] -> Map k a -> [(k, a)]
toDescListGo z Tip = z
toDescListGo z (Bin _ kx x l r) = toDescListGo ((kx, x) : toDescListGo z l) r

-- | @elems1@: @foldr (:)@ from an accumulator.
elemsGo :: forall a k. [a] -> Map k a -> [a]
elemsGo z Tip = z
elemsGo z (Bin _ _ x l r) = elemsGo (x : elemsGo z r) l

-- | @keys1@: @foldrWithKey (\k _ ks -> k : ks)@ from an accumulator.
keysGo :: forall k a. [k] -> Map k a -> [k]
keysGo z Tip = z
keysGo z (Bin _ kx _ l r) = keysGo (kx : keysGo z r) l

-- | @filterWithKey@: both subtrees first (containers' bang patterns), then the
-- element. containers returns the node itself when nothing below was dropped; @link@
-- rebuilds that very tree.
filterWithKey :: (k -> a -> Bool) -> Map k a -> Map k a
filterWithKey _ Tip = Tip
filterWithKey p (Bin _ kx x l r) =
  case filterWithKey p l of
    !pl -> case filterWithKey p r of
      !pr -> if p kx x then link kx x pl pr else link2 pl pr

mapWithKey :: (k -> a -> b) -> Map k a -> Map k b
mapWithKey _ Tip = Tip
mapWithKey f (Bin sx kx x l r) = Bin sx kx (f kx x) (mapWithKey f l) (mapWithKey f r)

findMinError :: (k, a)
findMinError = error "Map.findMin: empty map has no minimal element"

findMaxError :: (k, a)
findMaxError = error "Map.findMax: empty map has no maximal element"

deleteFindMinError :: (k, a)
deleteFindMinError = error "Map.deleteFindMin: can not return the minimal element of an empty map"

deleteFindMaxError :: (k, a)
deleteFindMaxError = error "Map.deleteFindMax: can not return the maximal element of an empty map"


-- | @Data.Map.Internal.$wlookupMinSure@: the leftmost key and value, or the given ones
-- for an empty tree (the worker of @lookupMinSure@, behind @lookupMin@ and @findMin@).
wLookupMinSure :: forall k a. k -> a -> Map k a -> (# k, a #)
wLookupMinSure k a Tip = (# k, a #)
wLookupMinSure _ _ (Bin _ k a l _) = wLookupMinSure k a l

-- | @Data.Map.Internal.$wlookupMaxSure@: the rightmost key and value.
wLookupMaxSure :: forall k a. k -> a -> Map k a -> (# k, a #)
wLookupMaxSure k a Tip = (# k, a #)
wLookupMaxSure _ _ (Bin _ k a _ r) = wLookupMaxSure k a r

-- | @Data.Map.Internal.$wpoly_go3@, partitionWithKey's loop (@partition@): the keys
-- whose binding satisfies the predicate and the others, each a map containers builds
-- the same way (an unchanged subtree is rebuilt by @link@ as the same tree).
wPartitionGo :: (k -> a -> Bool) -> Map k a -> (# Map k a, Map k a #)
wPartitionGo _ Tip = (# Tip, Tip #)
wPartitionGo p (Bin _ kx x l r) = case p kx x of
  -- The predicate first, then the left and right subtrees, as containers' guard and
  -- strict pair evaluate them (which crash is raised first depends on it).
  True -> case wPartitionGo p l of
    (# l1, l2 #) -> case wPartitionGo p r of
      (# r1, r2 #) -> let !yes = link kx x l1 r1; !no = link2 l2 r2 in (# yes, no #)
  False -> case wPartitionGo p l of
    (# l1, l2 #) -> case wPartitionGo p r of
      (# r1, r2 #) -> let !yes = link2 l1 r1; !no = link kx x l2 r2 in (# yes, no #)

-- | @Data.Map.Internal.mapMaybeWithKey@ (@mapMaybe@), containers' definition.
mapMaybeWithKey :: (k -> a -> Maybe b) -> Map k a -> Map k b
mapMaybeWithKey _ Tip = Tip
mapMaybeWithKey f (Bin _ kx x l r) = case f kx x of
  Just y -> link kx y (mapMaybeWithKey f l) (mapMaybeWithKey f r)
  Nothing -> link2 (mapMaybeWithKey f l) (mapMaybeWithKey f r)

-- | @Data.Map.Internal.keysSet@: the same tree without the values.
keysSet :: Map k a -> Set.Set k
keysSet Tip = Set.Tip
keysSet (Bin sz kx _ l r) = Set.Bin sz kx (keysSet l) (keysSet r)

-- | @Data.Map.Internal.$welemAt@ (@elemAt@): the binding at an index in key order.
wElemAt :: Int# -> Map k a -> (# k, a #)
wElemAt _ Tip = error "Map.elemAt: index out of range"
wElemAt i (Bin _ kx x l r) = let sizeL = size l in
  case compare (I# i) sizeL of
    LT -> wElemAt i l
    GT -> case I# i - sizeL - 1 of I# j -> wElemAt j r
    EQ -> (# kx, x #)

-- | @Data.Map.Internal.$fFunctorMap_$c<$@ (@a <$ m@): the same tree with every value
-- @a@. The instance's @k@ comes before the method's type variables.
replaceValues :: forall k a b. a -> Map k b -> Map k a
replaceValues _ Tip = Tip
replaceValues a (Bin sx kx _ l r) = Bin sx kx a (replaceValues a l) (replaceValues a r)

-- | @take_$s$wpoly_go s k x l r i@ is @take@'s loop @go i (Bin s k x l r)@ (@take@
-- itself returns a map no larger than @i@ unchanged): the first @i@ bindings.
takeSGo :: forall k a. Int# -> k -> a -> Map k a -> Map k a -> Int# -> Map k a
takeSGo s k x l r i = takeGo (I# i) (Bin (I# s) k x l r)

takeGo :: Int -> Map k a -> Map k a
takeGo i !_ | i <= 0 = Tip
takeGo !_ Tip = Tip
takeGo i (Bin _ kx x l r) = let sizeL = size l in case compare i sizeL of
  LT -> takeGo i l
  GT -> link kx x l (takeGo (i - sizeL - 1) r)
  EQ -> l

-- | @drop_$s$wpoly_go s k x l r i@ is @drop@'s loop @go i (Bin s k x l r)@: all but
-- the first @i@ bindings.
dropSGo :: forall k a. Int# -> k -> a -> Map k a -> Map k a -> Int# -> Map k a
dropSGo s k x l r i = dropGo (I# i) (Bin (I# s) k x l r)

dropGo :: Int -> Map k a -> Map k a
dropGo i m | i <= 0 = m
dropGo !_ Tip = Tip
dropGo i (Bin _ kx x l r) = let sizeL = size l in case compare i sizeL of
  LT -> link kx x (dropGo i l) r
  GT -> dropGo (i - sizeL - 1) r
  EQ -> insertMin kx x r

-- | @splitAt_$s$wpoly_go s k x l r i@ is @splitAt@'s loop @go i (Bin s k x l r)@,
-- its strict pair unboxed.
splitAtSGo :: forall k a. Int# -> k -> a -> Map k a -> Map k a -> Int# -> (# Map k a, Map k a #)
splitAtSGo s k x l r i = splitAtGo (I# i) (Bin (I# s) k x l r)

splitAtGo :: Int -> Map k a -> (# Map k a, Map k a #)
splitAtGo i m | i <= 0 = (# Tip, m #)
splitAtGo !_ Tip = (# Tip, Tip #)
splitAtGo i (Bin _ kx x l r) = let sizeL = size l in case compare i sizeL of
  LT -> case splitAtGo i l of
    (# ll, lr #) -> let !r' = link kx x lr r in (# ll, r' #)
  GT -> case splitAtGo (i - sizeL - 1) r of
    (# rl, rr #) -> let !l' = link kx x l rl in (# l', rr #)
  EQ -> let !r' = insertMin kx x r in (# l, r' #)

-- | @Data.Map.Internal.$wpoly_go@, @fromDistinctAscList@'s loop (behind
-- @fromAscList@, @fromAscListWith@ ...): @go s l xs@ joins the tree @l@ of the first
-- bindings with trees of @s@, @2s@, @4s@ ... bindings built by @create@ from the rest.
wFromDistinctAscListGo :: forall a k. Int# -> Map k a -> [(k, a)] -> Map k a
wFromDistinctAscListGo s l xs = fromDistinctAscListGo (I# s) l xs

fromDistinctAscListGo :: Int -> Map k a -> [(k, a)] -> Map k a
fromDistinctAscListGo !_ t [] = t
fromDistinctAscListGo s l ((kx, x) : xs) = case create s xs of
  (# r, ys #) -> let !t' = link kx x l r in fromDistinctAscListGo (s `shiftL` 1) t' ys
  where
    create :: Int -> [(k, a)] -> (# Map k a, [(k, a)] #)
    create !_ [] = (# Tip, [] #)
    create s' xs'@(x' : xs'')
      | s' == 1 = case x' of (kx', x'') -> (# Bin 1 kx' x'' Tip Tip, xs'' #)
      | True = case create (s' `shiftR` 1) xs' of
          (# l', [] #) -> (# l', [] #)
          (# l', (ky, y) : ys #) -> case create (s' `shiftR` 1) ys of
            (# r', zs #) -> let !t = link ky y l' r' in (# t, zs #)

-- | Data.Map.Strict's @$wpoly_go@ of @fromDistinctAscList@: every value put in the
-- map is forced.
wFromDistinctAscListGoStrict :: forall a k. Int# -> Map k a -> [(k, a)] -> Map k a
wFromDistinctAscListGoStrict s l xs = fromDistinctAscListGoStrict (I# s) l xs

fromDistinctAscListGoStrict :: Int -> Map k a -> [(k, a)] -> Map k a
fromDistinctAscListGoStrict !_ t [] = t
fromDistinctAscListGoStrict s l ((kx, x) : xs) = case create s xs of
  (# r, ys #) -> x `seq` let !t' = link kx x l r in fromDistinctAscListGoStrict (s `shiftL` 1) t' ys
  where
    create :: Int -> [(k, a)] -> (# Map k a, [(k, a)] #)
    create !_ [] = (# Tip, [] #)
    create s' xs'@(x' : xs'')
      | s' == 1 = case x' of (kx', x'') -> x'' `seq` (# Bin 1 kx' x'' Tip Tip, xs'' #)
      | True = case create (s' `shiftR` 1) xs' of
          (# l', [] #) -> (# l', [] #)
          (# l', (ky, y) : ys #) -> case create (s' `shiftR` 1) ys of
            (# r', zs #) -> y `seq` let !t = link ky y l' r' in (# t, zs #)

-- | Data.Map.Strict's @mapWithKey@: the same tree, every new value forced.
mapWithKeyStrict :: (k -> a -> b) -> Map k a -> Map k b
mapWithKeyStrict _ Tip = Tip
mapWithKeyStrict f (Bin sx kx x l r) =
  let x' = f kx x in x' `seq` Bin sx kx x' (mapWithKeyStrict f l) (mapWithKeyStrict f r)

-- | Data.Map.Strict's @mapMaybeWithKey@ (@mapMaybe@): a value kept is forced.
mapMaybeWithKeyStrict :: (k -> a -> Maybe b) -> Map k a -> Map k b
mapMaybeWithKeyStrict _ Tip = Tip
mapMaybeWithKeyStrict f (Bin _ kx x l r) = case f kx x of
  Just y -> y `seq` link kx y (mapMaybeWithKeyStrict f l) (mapMaybeWithKeyStrict f r)
  Nothing -> link2 (mapMaybeWithKeyStrict f l) (mapMaybeWithKeyStrict f r)

-- | @Data.Map.Internal.$wmapAccumL@ (@mapAccum@, @mapAccumWithKey@): the accumulator
-- threaded through the bindings in key order, the tree's shape kept.
wMapAccumL :: forall a k b c. (a -> k -> b -> (a, c)) -> a -> Map k b -> (# a, Map k c #)
wMapAccumL f a t = case mapAccumL lazily f a t of (a', t') -> (# a', t' #)

-- | Data.Map.Strict's @$wmapAccumL@: every new value is forced.
wMapAccumLStrict :: forall a k b c. (a -> k -> b -> (a, c)) -> a -> Map k b -> (# a, Map k c #)
wMapAccumLStrict f a t = case mapAccumL seq f a t of (a', t') -> (# a', t' #)

-- | The loop of both: @force@ is 'seq' in Data.Map.Strict, 'lazily' in Data.Map.
mapAccumL :: (c -> (a, Map k c) -> (a, Map k c)) -> (a -> k -> b -> (a, c)) -> a -> Map k b -> (a, Map k c)
mapAccumL _ _ a Tip = (a, Tip)
mapAccumL force f a (Bin sx kx x l r) =
  let (a1, l') = mapAccumL force f a l
      (a2, x') = f a1 kx x
      (a3, r') = mapAccumL force f a2 r
  in x' `force` (a3, Bin sx kx x' l' r')

-- | @Data.Map.Internal.$wmapAccumRWithKey@: the accumulator threaded through the
-- bindings from the largest key down.
wMapAccumRWithKey :: forall a k b c. (a -> k -> b -> (a, c)) -> a -> Map k b -> (# a, Map k c #)
wMapAccumRWithKey f a t = case mapAccumRWithKey lazily f a t of (a', t') -> (# a', t' #)

-- | Data.Map.Strict's @$wmapAccumRWithKey@: every new value is forced.
wMapAccumRWithKeyStrict :: forall a k b c. (a -> k -> b -> (a, c)) -> a -> Map k b -> (# a, Map k c #)
wMapAccumRWithKeyStrict f a t = case mapAccumRWithKey seq f a t of (a', t') -> (# a', t' #)

mapAccumRWithKey :: (c -> (a, Map k c) -> (a, Map k c)) -> (a -> k -> b -> (a, c)) -> a -> Map k b -> (a, Map k c)
mapAccumRWithKey _ _ a Tip = (a, Tip)
mapAccumRWithKey force f a (Bin sx kx x l r) =
  let (a1, r') = mapAccumRWithKey force f a r
      (a2, x') = f a1 kx x
      (a3, l') = mapAccumRWithKey force f a2 l
  in x' `force` (a3, Bin sx kx x' l' r')

-- | The lazy module's 'seq': the value is left as it is.
lazily :: c -> r -> r
lazily _ r = r

-- | @Data.Map.Internal.$wpoly_go2@ (@mapEither@, @mapEitherWithKey@): the bindings
-- whose value @f@ makes a @Left@ and those it makes a @Right@, containers' strict
-- pair unboxed. (GHC ordered the type variables @a c b k@.)
wMapEitherGo :: forall a c b k. (k -> a -> Either b c) -> Map k a -> (# Map k b, Map k c #)
wMapEitherGo _ Tip = (# Tip, Tip #)
wMapEitherGo f (Bin _ kx x l r) = case f kx x of
  Left y -> case wMapEitherGo f l of
    (# l1, l2 #) -> case wMapEitherGo f r of
      (# r1, r2 #) -> let !lefts = link kx y l1 r1; !rights = link2 l2 r2 in (# lefts, rights #)
  Right z -> case wMapEitherGo f l of
    (# l1, l2 #) -> case wMapEitherGo f r of
      (# r1, r2 #) -> let !lefts = link2 l1 r1; !rights = link kx z l2 r2 in (# lefts, rights #)

-- | Data.Map.Strict's @$wpoly_go2@: the new values are forced.
wMapEitherGoStrict :: forall a c b k. (k -> a -> Either b c) -> Map k a -> (# Map k b, Map k c #)
wMapEitherGoStrict _ Tip = (# Tip, Tip #)
wMapEitherGoStrict f (Bin _ kx x l r) = case f kx x of
  Left y -> y `seq` case wMapEitherGoStrict f l of
    (# l1, l2 #) -> case wMapEitherGoStrict f r of
      (# r1, r2 #) -> let !lefts = link kx y l1 r1; !rights = link2 l2 r2 in (# lefts, rights #)
  Right z -> z `seq` case wMapEitherGoStrict f l of
    (# l1, l2 #) -> case wMapEitherGoStrict f r of
      (# r1, r2 #) -> let !lefts = link2 l1 r1; !rights = link kx z l2 r2 in (# lefts, rights #)
