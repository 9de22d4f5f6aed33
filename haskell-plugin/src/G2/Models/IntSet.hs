{-# OPTIONS_GHC -O0 -fno-ignore-interface-pragmas -fno-omit-interface-pragmas -fexpose-all-unfoldings #-}
{-# LANGUAGE BangPatterns #-}
{-# LANGUAGE MagicHash #-}
{-# LANGUAGE UnboxedTuples #-}
{-# LANGUAGE NoImplicitPrelude #-}
-- | Models of Data.IntSet.Internal's loops without unfoldings: containers 0.6.4.1's
-- algorithms over the real 'IntSet' (Note [Containers models] in "G2.Models.Map"), a
-- big-endian Patricia tree whose leaves hold 64 keys each as a bitmap ('Tip' prefix
-- bitmap). The module's own helpers (@link@, @nomatch@, @branchMask@ ...) are not
-- exported, so they are copied here. The bit loops (@foldrBits@, @foldlBits@) walk the
-- set bits from the highest or the lowest, as containers' do (it reverses the word
-- and takes the lowest; the keys and their order are the same).
module G2.Models.IntSet
  ( wInsertBM, wDeleteBM, fromListGo, toAscListGo, toDescListGo, wSizeGo, union
  , difference, intersection, filter, equal, nequal
  , wMinGo, wMaxGo, minViewBin, maxViewBin, wFindMin, wFindMax, findMinError, findMaxError
  , deleteFindMinError, deleteFindMaxError, isSubsetOf, isSubsetOfBin, isSubsetOfTip
  , wPartitionGo
  ) where

import Data.Bits (complement, countLeadingZeros, countTrailingZeros, popCount, shiftL, xor, (.&.), (.|.))
import Data.IntSet.Internal (IntSet (..), Key, Prefix, Mask, BitMap, bitmapOf, prefixBitMask, zero)
import GHC.Classes (Eq (..), Ord (..), (&&), (||))
import GHC.Err (error)
import GHC.Num (Num (..))
import GHC.Prim (Int#, Word#)
import GHC.Real (fromIntegral)
import GHC.Types (Bool (..), Int (..), Word (..))

-- | @$winsertBM@: the keys of bitmap @bm@ under prefix @kx@ added.
wInsertBM :: Int# -> Word# -> IntSet -> IntSet
wInsertBM kx bm t = insertBM (I# kx) (W# bm) t

insertBM :: Prefix -> BitMap -> IntSet -> IntSet
insertBM !kx !bm t@(Bin p m l r)
  | nomatch kx p m = link kx (Tip kx bm) p t
  | zero kx m      = Bin p m (insertBM kx bm l) r
  | True           = Bin p m l (insertBM kx bm r)
insertBM kx bm t@(Tip kx' bm')
  | kx' == kx = Tip kx' (bm .|. bm')
  | True      = link kx (Tip kx bm) kx' t
insertBM kx bm Nil = Tip kx bm

-- | @$wdeleteBM@: the keys of bitmap @bm@ under prefix @kx@ removed.
wDeleteBM :: Int# -> Word# -> IntSet -> IntSet
wDeleteBM kx bm t = deleteBM (I# kx) (W# bm) t

deleteBM :: Prefix -> BitMap -> IntSet -> IntSet
deleteBM !kx !bm t@(Bin p m l r)
  | nomatch kx p m = t
  | zero kx m      = bin p m (deleteBM kx bm l) r
  | True           = bin p m l (deleteBM kx bm r)
deleteBM kx bm t@(Tip kx' bm')
  | kx' == kx = tip kx (bm' .&. complement bm)
  | True      = t
deleteBM _ _ Nil = Nil

-- | @fromList_go1@: @fromList@'s strict left fold, the set so far last. Each element is
-- inserted before the rest of the list is looked at, as GHC's compiled loop does (which
-- error a list with a failing element and a failing tail raises).
fromListGo :: [Key] -> IntSet -> IntSet
fromListGo [] t = t
fromListGo (x : xs) t = let !t' = insertBM (x .&. prefixBitMask) (bitmapOf x) t in fromListGo xs t'

-- | @toAscList_go@: @foldr (:)@'s loop, the list so far first.
toAscListGo :: [Key] -> IntSet -> [Key]
toAscListGo z Nil = z
toAscListGo z (Tip kx bm) = foldrBits kx z bm
toAscListGo z (Bin _ _ l r) = toAscListGo (toAscListGo z r) l

-- | @toDescList_go@: @foldl (flip (:))@'s loop.
toDescListGo :: [Key] -> IntSet -> [Key]
toDescListGo z Nil = z
toDescListGo z (Tip kx bm) = foldlBits kx z bm
toDescListGo z (Bin _ _ l r) = toDescListGo (toDescListGo z l) r

-- | @$wgo3@: @size@'s loop.
wSizeGo :: Int# -> IntSet -> Int#
wSizeGo acc t = case sizeGo (I# acc) t of I# n -> n

sizeGo :: Int -> IntSet -> Int
sizeGo !acc (Bin _ _ l r) = sizeGo (sizeGo acc l) r
sizeGo acc (Tip _ bm) = acc + popCount bm
sizeGo acc Nil = acc

union :: IntSet -> IntSet -> IntSet
union t1@(Bin p1 m1 l1 r1) t2@(Bin p2 m2 l2 r2)
  | shorter m1 m2  = union1
  | shorter m2 m1  = union2
  | p1 == p2       = Bin p1 m1 (union l1 l2) (union r1 r2)
  | True           = link p1 t1 p2 t2
  where
    union1  | nomatch p2 p1 m1  = link p1 t1 p2 t2
            | zero p2 m1        = Bin p1 m1 (union l1 t2) r1
            | True              = Bin p1 m1 l1 (union r1 t2)
    union2  | nomatch p1 p2 m2  = link p1 t1 p2 t2
            | zero p1 m2        = Bin p2 m2 (union t1 l2) r2
            | True              = Bin p2 m2 l2 (union t1 r2)
union t@(Bin _ _ _ _) (Tip kx bm) = insertBM kx bm t
union t@(Bin _ _ _ _) Nil = t
union (Tip kx bm) t = insertBM kx bm t
union Nil t = t

difference :: IntSet -> IntSet -> IntSet
difference t1@(Bin p1 m1 l1 r1) t2@(Bin p2 m2 l2 r2)
  | shorter m1 m2  = difference1
  | shorter m2 m1  = difference2
  | p1 == p2       = bin p1 m1 (difference l1 l2) (difference r1 r2)
  | True           = t1
  where
    difference1 | nomatch p2 p1 m1  = t1
                | zero p2 m1        = bin p1 m1 (difference l1 t2) r1
                | True              = bin p1 m1 l1 (difference r1 t2)
    difference2 | nomatch p1 p2 m2  = t1
                | zero p1 m2        = difference t1 l2
                | True              = difference t1 r2
difference t@(Bin _ _ _ _) (Tip kx bm) = deleteBM kx bm t
difference t@(Bin _ _ _ _) Nil = t
difference t1@(Tip kx bm) t2 = differenceTip t2
  where differenceTip (Bin p2 m2 l2 r2) | nomatch kx p2 m2 = t1
                                        | zero kx m2 = differenceTip l2
                                        | True = differenceTip r2
        differenceTip (Tip kx2 bm2) | kx == kx2 = tip kx (bm .&. complement bm2)
                                    | True = t1
        differenceTip Nil = t1
difference Nil _     = Nil

intersection :: IntSet -> IntSet -> IntSet
intersection t1@(Bin p1 m1 l1 r1) t2@(Bin p2 m2 l2 r2)
  | shorter m1 m2  = intersection1
  | shorter m2 m1  = intersection2
  | p1 == p2       = bin p1 m1 (intersection l1 l2) (intersection r1 r2)
  | True           = Nil
  where
    intersection1 | nomatch p2 p1 m1  = Nil
                  | zero p2 m1        = intersection l1 t2
                  | True              = intersection r1 t2
    intersection2 | nomatch p1 p2 m2  = Nil
                  | zero p1 m2        = intersection t1 l2
                  | True              = intersection t1 r2
intersection t1@(Bin _ _ _ _) (Tip kx2 bm2) = intersectBM t1
  where intersectBM (Bin p1 m1 l1 r1) | nomatch kx2 p1 m1 = Nil
                                      | zero kx2 m1       = intersectBM l1
                                      | True              = intersectBM r1
        intersectBM (Tip kx1 bm1) | kx1 == kx2 = tip kx1 (bm1 .&. bm2)
                                  | True = Nil
        intersectBM Nil = Nil
intersection (Bin _ _ _ _) Nil = Nil
intersection (Tip kx1 bm1) t2 = intersectBM t2
  where intersectBM (Bin p2 m2 l2 r2) | nomatch kx1 p2 m2 = Nil
                                      | zero kx1 m2       = intersectBM l2
                                      | True              = intersectBM r2
        intersectBM (Tip kx2 bm2) | kx1 == kx2 = tip kx1 (bm1 .&. bm2)
                                  | True = Nil
        intersectBM Nil = Nil
intersection Nil _ = Nil

-- | The keys for which @predicate@ holds.
filter :: (Key -> Bool) -> IntSet -> IntSet
filter predicate t = case t of
  Bin p m l r -> bin p m (filter predicate l) (filter predicate r)
  Tip kx bm -> tip kx (keepBits predicate kx bm)
  Nil -> Nil

-- | @$wgo2@: @partition@'s loop, the keys for which @predicate@ holds and the others
-- (a strict pair in containers).
wPartitionGo :: (Key -> Bool) -> IntSet -> (# IntSet, IntSet #)
wPartitionGo predicate t = case t of
  Bin p m l r -> case wPartitionGo predicate l of
    (# l1, l2 #) -> case wPartitionGo predicate r of
      (# r1, r2 #) -> let !yes = bin p m l1 r1; !no = bin p m l2 r2 in (# yes, no #)
  Tip kx bm -> let !bm1 = keepBits predicate kx bm; !yes = tip kx bm1; !no = tip kx (bm `xor` bm1) in (# yes, no #)
  Nil -> (# Nil, Nil #)

-- | The bits of a leaf's keys for which @predicate@ holds, asked from the lowest, as
-- containers' @foldl'Bits@ does.
keepBits :: (Key -> Bool) -> Prefix -> BitMap -> BitMap
keepBits predicate kx = go 0
  where
    go !acc 0 = acc
    go acc bm =
      let !bi = countTrailingZeros bm
          !bit = shiftL 1 bi
          acc' = if predicate (kx + bi) then acc .|. bit else acc
      in go acc' (bm `xor` bit)

isSubsetOf :: IntSet -> IntSet -> Bool
isSubsetOf t1@(Bin p1 m1 l1 r1) (Bin p2 m2 l2 r2)
  | shorter m1 m2  = False
  | shorter m2 m1  = match p1 p2 m2 && (if zero p1 m2 then isSubsetOf t1 l2
                                                      else isSubsetOf t1 r2)
  | True           = (p1 == p2) && isSubsetOf l1 l2 && isSubsetOf r1 r2
isSubsetOf (Bin _ _ _ _) _  = False
isSubsetOf (Tip kx1 bm1) (Tip kx2 bm2) = kx1 == kx2 && bm1 .&. complement bm2 == 0
isSubsetOf t1@(Tip kx _) (Bin p m l r)
  | nomatch kx p m = False
  | zero kx m      = isSubsetOf t1 l
  | True           = isSubsetOf t1 r
isSubsetOf (Tip _ _) Nil = False
isSubsetOf Nil _         = True

-- | @isSubsetOf_$sisSubsetOf1@: 'isSubsetOf' of a 'Bin' of these fields in @t2@.
isSubsetOfBin :: IntSet -> Int# -> Int# -> IntSet -> IntSet -> Bool
isSubsetOfBin t2 p m l r = isSubsetOf (Bin (I# p) (I# m) l r) t2

-- | @isSubsetOf_$sisSubsetOf@: 'isSubsetOf' of a 'Tip' of these fields in @t2@.
isSubsetOfTip :: IntSet -> Int# -> Word# -> Bool
isSubsetOfTip t2 kx bm = isSubsetOf (Tip (I# kx) (W# bm)) t2

-- | @$wgo1@: @minView@'s loop, the least key and the set without it.
wMinGo :: IntSet -> (# Prefix, IntSet #)
wMinGo t = case minGo t of (k, t') -> (# k, t' #)

-- | @minView_$s$wgo1@: @minView@'s loop on a 'Bin' of these fields.
minViewBin :: Int# -> Int# -> IntSet -> IntSet -> (# Prefix, IntSet #)
minViewBin p m l r = wMinGo (Bin (I# p) (I# m) l r)

minGo :: IntSet -> (Key, IntSet)
minGo (Bin p m l r) = case minGo l of (k, l') -> (k, bin p m l' r)
minGo (Tip kx bm) = let !bi = countTrailingZeros bm in (kx + bi, tip kx (bm .&. complement (shiftL 1 bi)))
minGo Nil = error "minView Nil"

-- | @$wgo@: @maxView@'s loop, the greatest key and the set without it.
wMaxGo :: IntSet -> (# Prefix, IntSet #)
wMaxGo t = case maxGo t of (k, t') -> (# k, t' #)

-- | @maxView_$s$wgo1@: @maxView@'s loop on a 'Bin' of these fields.
maxViewBin :: Int# -> Int# -> IntSet -> IntSet -> (# Prefix, IntSet #)
maxViewBin p m l r = wMaxGo (Bin (I# p) (I# m) l r)

maxGo :: IntSet -> (Key, IntSet)
maxGo (Bin p m l r) = case maxGo r of (k, r') -> (k, bin p m l r')
maxGo (Tip kx bm) = let !bi = 63 - countLeadingZeros bm in (kx + bi, tip kx (bm .&. complement (shiftL 1 bi)))
maxGo Nil = error "maxView Nil"

-- | @$wfind1@: @findMin@'s loop below a 'Bin' of non-negative keys.
wFindMin :: IntSet -> Int#
wFindMin t = case findMinGo t of I# k -> k

findMinGo :: IntSet -> Key
findMinGo (Tip kx bm) = kx + countTrailingZeros bm
findMinGo (Bin _ _ l _) = findMinGo l
findMinGo Nil = error "findMin Nil"

-- | @$wfind@: @findMax@'s loop.
wFindMax :: IntSet -> Int#
wFindMax t = case findMaxGo t of I# k -> k

findMaxGo :: IntSet -> Key
findMaxGo (Tip kx bm) = kx + 63 - countLeadingZeros bm
findMaxGo (Bin _ _ _ r) = findMaxGo r
findMaxGo Nil = error "findMax Nil"

-- | @findMin1@ and @findMax1@: the errors on an empty set.
findMinError, findMaxError :: Key
findMinError = error "findMin: empty set has no minimal element"
findMaxError = error "findMax: empty set has no maximal element"

-- | @deleteFindMin_d@ and @deleteFindMax_d@: the errors on an empty set.
deleteFindMinError, deleteFindMaxError :: (Key, IntSet)
deleteFindMinError = error "deleteFindMin: empty set has no minimal element"
deleteFindMaxError = error "deleteFindMax: empty set has no maximal element"

equal :: IntSet -> IntSet -> Bool
equal (Bin p1 m1 l1 r1) (Bin p2 m2 l2 r2) =
  (m1 == m2) && (p1 == p2) && equal l1 l2 && equal r1 r2
equal (Tip kx1 bm1) (Tip kx2 bm2) = kx1 == kx2 && bm1 == bm2
equal Nil Nil = True
equal _ _ = False

nequal :: IntSet -> IntSet -> Bool
nequal (Bin p1 m1 l1 r1) (Bin p2 m2 l2 r2) =
  (m1 /= m2) || (p1 /= p2) || nequal l1 l2 || nequal r1 r2
nequal (Tip kx1 bm1) (Tip kx2 bm2) = kx1 /= kx2 || bm1 /= bm2
nequal Nil Nil = False
nequal _ _ = True

-- The module's helpers (containers 0.6.4.1, 64-bit words).

nomatch :: Int -> Prefix -> Mask -> Bool
nomatch i p m = mask i m /= p

match :: Int -> Prefix -> Mask -> Bool
match i p m = mask i m == p

mask :: Int -> Mask -> Prefix
mask i m = fromIntegral (natFromInt i .&. (complement (natFromInt m - 1) `xor` natFromInt m))

shorter :: Mask -> Mask -> Bool
shorter m1 m2 = natFromInt m1 > natFromInt m2

branchMask :: Prefix -> Prefix -> Mask
branchMask p1 p2 = fromIntegral (highestBitMask (natFromInt p1 `xor` natFromInt p2))

highestBitMask :: Word -> Word
highestBitMask w = shiftL 1 (63 - countLeadingZeros w)

natFromInt :: Int -> Word
natFromInt = fromIntegral

link :: Prefix -> IntSet -> Prefix -> IntSet -> IntSet
link p1 t1 p2 t2
  | zero p1 m = Bin p m t1 t2
  | True      = Bin p m t2 t1
  where
    m = branchMask p1 p2
    p = mask p1 m

tip :: Prefix -> BitMap -> IntSet
tip _ 0 = Nil
tip kx bm = Tip kx bm

bin :: Prefix -> Mask -> IntSet -> IntSet -> IntSet
bin _ _ l Nil = l
bin _ _ Nil r = r
bin p m l r = Bin p m l r

-- | @foldrBits prefix (:) z bm@: the keys of @bm@ in ascending order before @z@, built
-- from the highest.
foldrBits :: Prefix -> [Key] -> BitMap -> [Key]
foldrBits _ acc 0 = acc
foldrBits prefix acc bm =
  let !bi = 63 - countLeadingZeros bm
      !k = prefix + bi
  in foldrBits prefix (k : acc) (bm `xor` shiftL 1 bi)

-- | @foldlBits prefix (flip (:)) z bm@: the keys of @bm@ in descending order before
-- @z@, built from the lowest.
foldlBits :: Prefix -> [Key] -> BitMap -> [Key]
foldlBits _ acc 0 = acc
foldlBits prefix acc bm =
  let !bi = countTrailingZeros bm
      !k = prefix + bi
  in foldlBits prefix (k : acc) (bm `xor` shiftL 1 bi)
