{-# OPTIONS_GHC -O0 -fno-ignore-interface-pragmas -fno-omit-interface-pragmas -fexpose-all-unfoldings #-}
{-# LANGUAGE BangPatterns #-}
{-# LANGUAGE MagicHash #-}
{-# LANGUAGE NoImplicitPrelude #-}
{-# LANGUAGE ScopedTypeVariables #-}
{-# LANGUAGE UnboxedTuples #-}
-- | Models of Data.Set.Internal's loops without unfoldings: containers 0.6.4.1's
-- algorithms over the real 'Set' (Note [Containers models] in "G2.Models.Map").
module G2.Models.Set
  ( balanceL, balanceR, insertMax, insertMin, link
  , linkSLink1, linkSLink2, linkSInsertMax, linkSInsertMin, merge, mergeSMerge, mergeSMerge1
  , glue, wMaxViewSure, wMinViewSure, deleteMinS, deleteMaxS, toAscListGo, toDescListGo, filter, lookupMinSure, lookupMaxSure
  , findMinError, findMaxError, deleteFindMinError, deleteFindMaxError
  , wPartitionGo, wElemAt, wDeleteAt, disjoint, takeSGo, dropSGo, splitAtSGo
  ) where

import Data.Set.Internal (Set (..), notMember, splitMember)
import GHC.Classes (Ord (..), not, (&&))
import GHC.Err (error)
import GHC.Num (Num (..))
import GHC.Prim (Int#)
import GHC.Types (Bool (..), Int (..), Ordering (..))

delta, ratio :: Int
delta = 3
ratio = 2

size :: Set a -> Int
size Tip = 0
size (Bin sz _ _ _) = sz

bin :: a -> Set a -> Set a -> Set a
bin x l r = Bin (size l + size r + 1) x l r

balanceL :: a -> Set a -> Set a -> Set a
balanceL x l r = case r of
  Tip -> case l of
    Tip -> Bin 1 x Tip Tip
    Bin _ _ Tip Tip -> Bin 2 x l Tip
    Bin _ lx Tip (Bin _ lrx _ _) -> Bin 3 lrx (Bin 1 lx Tip Tip) (Bin 1 x Tip Tip)
    Bin _ lx ll@(Bin _ _ _ _) Tip -> Bin 3 lx ll (Bin 1 x Tip Tip)
    Bin ls lx ll@(Bin lls _ _ _) lr@(Bin lrs lrx lrl lrr)
      | lrs < ratio * lls -> Bin (1 + ls) lx ll (Bin (1 + lrs) x lr Tip)
      | True -> Bin (1 + ls) lrx (Bin (1 + lls + size lrl) lx ll lrl) (Bin (1 + size lrr) x lrr Tip)
  Bin rs _ _ _ -> case l of
    Tip -> Bin (1 + rs) x Tip r
    Bin ls lx ll lr
      | ls > delta * rs -> case (ll, lr) of
          (Bin lls _ _ _, Bin lrs lrx lrl lrr)
            | lrs < ratio * lls -> Bin (1 + ls + rs) lx ll (Bin (1 + rs + lrs) x lr r)
            | True -> Bin (1 + ls + rs) lrx (Bin (1 + lls + size lrl) lx ll lrl) (Bin (1 + rs + size lrr) x lrr r)
          (_, _) -> error "Failure in Data.Set.balanceL"
      | True -> Bin (1 + ls + rs) x l r

balanceR :: a -> Set a -> Set a -> Set a
balanceR x l r = case l of
  Tip -> case r of
    Tip -> Bin 1 x Tip Tip
    Bin _ _ Tip Tip -> Bin 2 x Tip r
    Bin _ rx Tip rr@(Bin _ _ _ _) -> Bin 3 rx (Bin 1 x Tip Tip) rr
    Bin _ rx (Bin _ rlx _ _) Tip -> Bin 3 rlx (Bin 1 x Tip Tip) (Bin 1 rx Tip Tip)
    Bin rs rx rl@(Bin rls rlx rll rlr) rr@(Bin rrs _ _ _)
      | rls < ratio * rrs -> Bin (1 + rs) rx (Bin (1 + rls) x Tip rl) rr
      | True -> Bin (1 + rs) rlx (Bin (1 + size rll) x Tip rll) (Bin (1 + rrs + size rlr) rx rlr rr)
  Bin ls _ _ _ -> case r of
    Tip -> Bin (1 + ls) x l Tip
    Bin rs rx rl rr
      | rs > delta * ls -> case (rl, rr) of
          (Bin rls rlx rll rlr, Bin rrs _ _ _)
            | rls < ratio * rrs -> Bin (1 + ls + rs) rx (Bin (1 + ls + rls) x l rl) rr
            | True -> Bin (1 + ls + rs) rlx (Bin (1 + ls + size rll) x l rll) (Bin (1 + rrs + size rlr) rx rlr rr)
          (_, _) -> error "Failure in Data.Set.balanceR"
      | True -> Bin (1 + ls + rs) x l r

insertMax :: a -> Set a -> Set a
insertMax x t = case t of
  Tip -> Bin 1 x Tip Tip
  Bin _ y l r -> balanceR y l (insertMax x r)

insertMin :: a -> Set a -> Set a
insertMin x t = case t of
  Tip -> Bin 1 x Tip Tip
  Bin _ y l r -> balanceL y (insertMin x l) r

link :: a -> Set a -> Set a -> Set a
link x Tip r = insertMin x r
link x l Tip = insertMax x l
link x l@(Bin sizeL y ly ry) r@(Bin sizeR z lz rz)
  | delta * sizeL < sizeR = balanceL z (link x l lz) rz
  | delta * sizeR < sizeL = balanceR y ly (link x ry r)
  | True = bin x l r

-- | @link_$slink1 r s y l1 r1 x@ is @link x (Bin s y l1 r1) r@.
linkSLink1 :: Set a -> Int# -> a -> Set a -> Set a -> a -> Set a
linkSLink1 r s y l1 r1 x = link x (Bin (I# s) y l1 r1) r

-- | @link_$slink2 s y l1 r1 l x@ is @link x l (Bin s y l1 r1)@.
linkSLink2 :: Int# -> a -> Set a -> Set a -> Set a -> a -> Set a
linkSLink2 s y l1 r1 l x = link x l (Bin (I# s) y l1 r1)

-- | @link_$sinsertMax s y l r x@ is @insertMax x (Bin s y l r)@.
linkSInsertMax :: Int# -> a -> Set a -> Set a -> a -> Set a
linkSInsertMax s y l r x = insertMax x (Bin (I# s) y l r)

-- | @link_$sinsertMin s y l r x@ is @insertMin x (Bin s y l r)@.
linkSInsertMin :: Int# -> a -> Set a -> Set a -> a -> Set a
linkSInsertMin s y l r x = insertMin x (Bin (I# s) y l r)

-- | @merge@: joins two trees, all of the left's elements below the right's.
merge :: Set a -> Set a -> Set a
merge Tip r = r
merge l Tip = l
merge l@(Bin sizeL x lx rx) r@(Bin sizeR y ly ry)
  | delta * sizeL < sizeR = balanceL y (merge l ly) ry
  | delta * sizeR < sizeL = balanceR x lx (merge rx r)
  | True = glue l r

-- | @merge_$smerge r s x l1 r1@ is @merge (Bin s x l1 r1) r@.
mergeSMerge :: Set a -> Int# -> a -> Set a -> Set a -> Set a
mergeSMerge r s x l1 r1 = merge (Bin (I# s) x l1 r1) r

-- | @merge_$smerge1 s x l1 r1 l@ is @merge l (Bin s x l1 r1)@.
mergeSMerge1 :: Int# -> a -> Set a -> Set a -> Set a -> Set a
mergeSMerge1 s x l1 r1 l = merge l (Bin (I# s) x l1 r1)

glue :: Set a -> Set a -> Set a
glue Tip r = r
glue l Tip = l
glue l@(Bin sl xl ll lr) r@(Bin sr xr rl rr)
  | sl > sr = case wMaxViewSure xl ll lr of (# m, l' #) -> balanceR m l' r
  | True = case wMinViewSure xr rl rr of (# m, r' #) -> balanceL m l r'

-- | @$wgo@ of @glue@: the largest element of @Bin _ x l r@ and the rest.
wMaxViewSure :: a -> Set a -> Set a -> (# a, Set a #)
wMaxViewSure x l Tip = (# x, l #)
wMaxViewSure x l (Bin _ xr rl rr) = case wMaxViewSure xr rl rr of
  (# xm, r' #) -> (# xm, balanceL x l r' #)

-- | @$wgo1@ of @glue@: the smallest element of @Bin _ x l r@ and the rest.
wMinViewSure :: a -> Set a -> Set a -> (# a, Set a #)
wMinViewSure x Tip r = (# x, r #)
wMinViewSure x (Bin _ xl ll lr) r = case wMinViewSure xl ll lr of
  (# xm, l' #) -> (# xm, balanceR x l' r #)

-- | @deleteMin_$sdeleteMin s x l r@ is @deleteMin (Bin s x l r)@.
deleteMinS :: Int# -> a -> Set a -> Set a -> Set a
deleteMinS s x l r = deleteMin (Bin (I# s) x l r)

deleteMin :: Set a -> Set a
deleteMin (Bin _ _ Tip r) = r
deleteMin (Bin _ x l r) = balanceR x (deleteMin l) r
deleteMin Tip = Tip

-- | @deleteMax_$sdeleteMax s x l r@ is @deleteMax (Bin s x l r)@.
deleteMaxS :: Int# -> a -> Set a -> Set a -> Set a
deleteMaxS s x l r = deleteMax (Bin (I# s) x l r)

deleteMax :: Set a -> Set a
deleteMax (Bin _ _ l Tip) = l
deleteMax (Bin _ x l r) = balanceL x l (deleteMax r)
deleteMax Tip = Tip

-- | @$fDataSet1@, the loop of @toAscList@: @foldr (:)@ from an accumulator.
toAscListGo :: [a] -> Set a -> [a]
toAscListGo z Tip = z
toAscListGo z (Bin _ x l r) = toAscListGo (x : toAscListGo z r) l

-- | @toDescList1@: @foldl (flip (:))@ from an accumulator.
toDescListGo :: [a] -> Set a -> [a]
toDescListGo z Tip = z
toDescListGo z (Bin _ x l r) = toDescListGo (x : toDescListGo z l) r

-- | @filter@: both subtrees first (containers' bang patterns), then the element.
filter :: (a -> Bool) -> Set a -> Set a
filter _ Tip = Tip
filter p (Bin _ x l r) = case filter p l of
  !l' -> case filter p r of
    !r' -> if p x then link x l' r' else merge l' r'

-- | @lookupMinSure@: the smallest element of a tree, or the given one if it is empty.
lookupMinSure :: a -> Set a -> a
lookupMinSure x Tip = x
lookupMinSure _ (Bin _ x l _) = lookupMinSure x l

-- | @lookupMaxSure@: the largest element of a tree, or the given one if it is empty.
lookupMaxSure :: a -> Set a -> a
lookupMaxSure x Tip = x
lookupMaxSure _ (Bin _ x _ r) = lookupMaxSure x r

findMinError :: a
findMinError = error "Set.findMin: empty set has no minimal element"

findMaxError :: a
findMaxError = error "Set.findMax: empty set has no maximal element"

deleteFindMinError :: a
deleteFindMinError = error "Set.deleteFindMin: can not return the minimal element of an empty set"

deleteFindMaxError :: a
deleteFindMaxError = error "Set.deleteFindMax: can not return the maximal element of an empty set"

-- | @Data.Set.Internal.$wpoly_go2@, partition's loop: the elements that satisfy the
-- predicate and the others, each a set containers builds the same way.
wPartitionGo :: (a -> Bool) -> Set a -> (# Set a, Set a #)
wPartitionGo _ Tip = (# Tip, Tip #)
wPartitionGo p (Bin _ x l r) = case wPartitionGo p l of
  (# l1, l2 #) -> case wPartitionGo p r of
    (# r1, r2 #) -> case p x of
      True -> let !yes = link x l1 r1; !no = merge l2 r2 in (# yes, no #)
      False -> let !yes = merge l1 r1; !no = link x l2 r2 in (# yes, no #)

-- | @$welemAt@ (@elemAt@): the element at an index in ascending order.
wElemAt :: Int# -> Set a -> a
wElemAt i t = elemAt (I# i) t

elemAt :: Int -> Set a -> a
elemAt !_ Tip = error "Set.elemAt: index out of range"
elemAt i (Bin _ x l r) = let sizeL = size l in case compare i sizeL of
  LT -> elemAt i l
  GT -> elemAt (i - sizeL - 1) r
  EQ -> x

-- | @$wdeleteAt@ (@deleteAt@): the set without the element at an index.
wDeleteAt :: Int# -> Set a -> Set a
wDeleteAt i t = deleteAt (I# i) t

deleteAt :: Int -> Set a -> Set a
deleteAt !i t = case t of
  Tip -> error "Set.deleteAt: index out of range"
  Bin _ x l r -> let sizeL = size l in case compare i sizeL of
    LT -> balanceR x (deleteAt i l) r
    GT -> balanceL x l (deleteAt (i - sizeL - 1) r)
    EQ -> glue l r

-- | @disjoint@: no element in common; containers splits the second set at each
-- element of the first (@splitMember@, which has an unfolding).
disjoint :: Ord a => Set a -> Set a -> Bool
disjoint Tip _ = True
disjoint _ Tip = True
disjoint (Bin 1 x _ _) t = x `notMember` t
disjoint (Bin _ x l r) t = not found && disjoint l lt && disjoint r gt
  where
    (lt, found, gt) = splitMember x t

-- | @take_$s$wpoly_go s x l r i@ is @take@'s loop @go i (Bin s x l r)@ (@take@ itself
-- returns a set no larger than @i@ unchanged): the @i@ smallest elements.
takeSGo :: Int# -> a -> Set a -> Set a -> Int# -> Set a
takeSGo s x l r i = takeGo (I# i) (Bin (I# s) x l r)

takeGo :: Int -> Set a -> Set a
takeGo i !_ | i <= 0 = Tip
takeGo !_ Tip = Tip
takeGo i (Bin _ x l r) = let sizeL = size l in case compare i sizeL of
  LT -> takeGo i l
  GT -> link x l (takeGo (i - sizeL - 1) r)
  EQ -> l

-- | @drop_$s$wpoly_go s x l r i@ is @drop@'s loop @go i (Bin s x l r)@.
dropSGo :: Int# -> a -> Set a -> Set a -> Int# -> Set a
dropSGo s x l r i = dropGo (I# i) (Bin (I# s) x l r)

dropGo :: Int -> Set a -> Set a
dropGo i m | i <= 0 = m
dropGo !_ Tip = Tip
dropGo i (Bin _ x l r) = let sizeL = size l in case compare i sizeL of
  LT -> link x (dropGo i l) r
  GT -> dropGo (i - sizeL - 1) r
  EQ -> insertMin x r

-- | @splitAt_$s$wpoly_go s x l r i@ is @splitAt@'s loop @go i (Bin s x l r)@, its
-- strict pair unboxed.
splitAtSGo :: Int# -> a -> Set a -> Set a -> Int# -> (# Set a, Set a #)
splitAtSGo s x l r i = splitAtGo (I# i) (Bin (I# s) x l r)

splitAtGo :: Int -> Set a -> (# Set a, Set a #)
splitAtGo i m | i <= 0 = (# Tip, m #)
splitAtGo !_ Tip = (# Tip, Tip #)
splitAtGo i (Bin _ x l r) = let sizeL = size l in case compare i sizeL of
  LT -> case splitAtGo i l of
    (# ll, lr #) -> let !r' = link x lr r in (# ll, r' #)
  GT -> case splitAtGo (i - sizeL - 1) r of
    (# rl, rr #) -> let !l' = link x l rl in (# l', rr #)
  EQ -> let !r' = insertMin x r in (# l, r' #)
