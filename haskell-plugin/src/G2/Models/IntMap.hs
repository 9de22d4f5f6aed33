{-# OPTIONS_GHC -O0 -fno-ignore-interface-pragmas -fno-omit-interface-pragmas -fexpose-all-unfoldings #-}
{-# LANGUAGE BangPatterns #-}
{-# LANGUAGE MagicHash #-}
{-# LANGUAGE NoImplicitPrelude #-}
{-# LANGUAGE UnboxedTuples #-}
-- | Models of Data.IntMap.Internal's loops without unfoldings: containers 0.6.4.1's
-- algorithms over the real 'IntMap' (Note [Containers models] in "G2.Models.Map"),
-- using its own exported helpers (@nomatch@, @zero@, @link@, ...), which have
-- unfoldings. The workers (@$winsert@ ...) take the key unboxed, as GHC's
-- worker/wrapper split left them. 
module G2.Models.IntMap
  ( wInsert, wInsertWithKey, wInsertStrict, wInsertWithKeyStrict, wDelete, wSizeGo, toAscListGo, toDescListGo, elemsGo, keysGo
  , wAdjustWithKey, wAdjustWithKeyStrict, wAlter, wAlterStrict, unionWithKey, unionWithKeyStrict
  , equal, nequal, unsafeFindMin, unsafeFindMax
  , findMinError, findMaxError, deleteFindMinError, deleteFindMaxError
  , wMinViewWithKeySure, wMaxViewWithKeySure, union, splitGo
  , mapWithKey, mapWithKeyStrict, mapMaybeWithKey, mapMaybeWithKeyStrict
  , wUpdateWithKey, wUpdateWithKeyStrict
  ) where

import Data.IntMap.Internal (IntMap (..), Key, Mask, Prefix, bin, binCheckLeft, binCheckRight, link, nomatch, shorter, zero)
import GHC.Base (const, id, ($!))
import GHC.Classes (Eq (..), Ord (..), (&&), (||))
import GHC.Err (error)
import GHC.Maybe (Maybe (..))
import GHC.Num (Num (..))
import GHC.Prim (Int#)
import GHC.Types (Bool (..), Int (..))

-- | @$winsert@: @insert@ with the key unboxed; a new value replaces an old one.
wInsert :: Int# -> a -> IntMap a -> IntMap a
wInsert k x t = insert (I# k) x t

insert :: Int -> a -> IntMap a -> IntMap a
insert !k x t = case t of
  Bin p m l r
    | nomatch k p m -> link k (Tip k x) p t
    | zero k m -> Bin p m (insert k x l) r
    | True -> Bin p m l (insert k x r)
  Tip ky _
    | k == ky -> Tip k x
    | True -> link k (Tip k x) ky t
  Nil -> Tip k x

-- | @$winsertWithKey@: @f key new old@ where the key is there.
wInsertWithKey :: (Int -> a -> a -> a) -> Int# -> a -> IntMap a -> IntMap a
wInsertWithKey f k x t = insertWithKey f (I# k) x t

insertWithKey :: (Int -> a -> a -> a) -> Int -> a -> IntMap a -> IntMap a
insertWithKey f !k x t = case t of
  Bin p m l r
    | nomatch k p m -> link k (Tip k x) p t
    | zero k m -> Bin p m (insertWithKey f k x l) r
    | True -> Bin p m l (insertWithKey f k x r)
  Tip ky y
    | k == ky -> Tip k (f k x y)
    | True -> link k (Tip k x) ky t
  Nil -> Tip k x

-- | Data.IntMap.Strict's @$winsert@: the value is forced first.
wInsertStrict :: Int# -> a -> IntMap a -> IntMap a
wInsertStrict k !x t = insert (I# k) x t

-- | Data.IntMap.Strict's @$winsertWithKey@: every value put in the map is forced (the
-- new one where the key is new, @f key new old@ where it is there).
wInsertWithKeyStrict :: (Int -> a -> a -> a) -> Int# -> a -> IntMap a -> IntMap a
wInsertWithKeyStrict f k x t = go (I# k) t
  where
    go !k' t' = case t' of
      Bin p m l r
        | nomatch k' p m -> case x of !x' -> link k' (Tip k' x') p t'
        | zero k' m -> Bin p m (go k' l) r
        | True -> Bin p m l (go k' r)
      Tip ky y
        | k' == ky -> case f k' x y of !v -> Tip k' v
        | True -> case x of !x' -> link k' (Tip k' x') ky t'
      Nil -> case x of !x' -> Tip k' x'

-- | @$wdelete@
wDelete :: Int# -> IntMap a -> IntMap a
wDelete k t = delete (I# k) t

delete :: Int -> IntMap a -> IntMap a
delete !k t = case t of
  Bin p m l r
    | nomatch k p m -> t
    | zero k m -> binCheckLeft p m (delete k l) r
    | True -> binCheckRight p m l (delete k r)
  Tip ky _
    | k == ky -> Nil
    | True -> t
  Nil -> Nil

-- | @$wgo@ of @size@: the number of elements, added to an accumulator.
wSizeGo :: Int# -> IntMap a -> Int#
wSizeGo acc t = case sizeGo (I# acc) t of I# n -> n

sizeGo :: Int -> IntMap a -> Int
sizeGo !acc (Bin _ _ l r) = sizeGo (sizeGo acc l) r
sizeGo acc (Tip _ _) = 1 + acc
sizeGo acc Nil = acc

-- | @toAscList1@: @foldrWithKey@'s loop below the root (the root's negative numbers
-- are handled by @toAscList@ itself), consing the pairs onto an accumulator.
toAscListGo :: [(Int, a)] -> IntMap a -> [(Int, a)]
toAscListGo z Nil = z
toAscListGo z (Tip kx x) = (kx, x) : z
toAscListGo z (Bin _ _ l r) = toAscListGo (toAscListGo z r) l

-- | @toDescList1@: @foldlWithKey@'s loop below the root.
toDescListGo :: [(Int, a)] -> IntMap a -> [(Int, a)]
toDescListGo z Nil = z
toDescListGo z (Tip kx x) = (kx, x) : z
toDescListGo z (Bin _ _ l r) = toDescListGo (toDescListGo z l) r

-- | @elems1@
elemsGo :: [a] -> IntMap a -> [a]
elemsGo z Nil = z
elemsGo z (Tip _ x) = x : z
elemsGo z (Bin _ _ l r) = elemsGo (elemsGo z r) l

-- | @keys1@
keysGo :: [Int] -> IntMap a -> [Int]
keysGo z Nil = z
keysGo z (Tip kx _) = kx : z
keysGo z (Bin _ _ l r) = keysGo (keysGo z r) l

-- | @$wadjustWithKey@ (@adjust@, @adjustWithKey@): @f key old@ where the key is there;
-- the value is left lazy.
wAdjustWithKey :: (Int -> a -> a) -> Int# -> IntMap a -> IntMap a
wAdjustWithKey f k t = adjustWithKey f (I# k) t

adjustWithKey :: (Int -> a -> a) -> Int -> IntMap a -> IntMap a
adjustWithKey f !k t = case t of
  Bin p m l r
    | nomatch k p m -> t
    | zero k m -> Bin p m (adjustWithKey f k l) r
    | True -> Bin p m l (adjustWithKey f k r)
  Tip ky y
    | k == ky -> Tip ky (f k y)
    | True -> t
  Nil -> Nil

-- | Data.IntMap.Strict's @$wadjustWithKey@: the new value is forced.
wAdjustWithKeyStrict :: (Int -> a -> a) -> Int# -> IntMap a -> IntMap a
wAdjustWithKeyStrict f k t = go (I# k) t
  where
    go !k' t' = case t' of
      Bin p m l r
        | nomatch k' p m -> t'
        | zero k' m -> Bin p m (go k' l) r
        | True -> Bin p m l (go k' r)
      Tip ky y
        | k' == ky -> Tip ky $! f k' y
        | True -> t'
      Nil -> Nil

-- | @$walter@ (@alter@): @f@ of what is bound at the key decides what is bound there.
wAlter :: (Maybe a -> Maybe a) -> Int# -> IntMap a -> IntMap a
wAlter f k t = alter f (I# k) t

alter :: (Maybe a -> Maybe a) -> Int -> IntMap a -> IntMap a
alter f !k t = case t of
  Bin p m l r
    | nomatch k p m -> case f Nothing of
        Nothing -> t
        Just x -> link k (Tip k x) p t
    | zero k m -> binCheckLeft p m (alter f k l) r
    | True -> binCheckRight p m l (alter f k r)
  Tip ky y
    | k == ky -> case f (Just y) of
        Just x -> Tip ky x
        Nothing -> Nil
    | True -> case f Nothing of
        Just x -> link k (Tip k x) ky t
        Nothing -> Tip ky y
  Nil -> case f Nothing of
    Just x -> Tip k x
    Nothing -> Nil

-- | Data.IntMap.Strict's @$walter@: a value put in the map is forced.
wAlterStrict :: (Maybe a -> Maybe a) -> Int# -> IntMap a -> IntMap a
wAlterStrict f k t = go (I# k) t
  where
    go !k' t' = case t' of
      Bin p m l r
        | nomatch k' p m -> case f Nothing of
            Nothing -> t'
            Just !x -> link k' (Tip k' x) p t'
        | zero k' m -> binCheckLeft p m (go k' l) r
        | True -> binCheckRight p m l (go k' r)
      Tip ky y
        | k' == ky -> case f (Just y) of
            Just !x -> Tip ky x
            Nothing -> Nil
        | True -> case f Nothing of
            Just !x -> link k' (Tip k' x) ky t'
            Nothing -> t'
      Nil -> case f Nothing of
        Just !x -> Tip k' x
        Nothing -> Nil

-- | @unionWithKey@ (@unionWith@): containers' @mergeWithKey' Bin@ with @f key left
-- right@ where both maps bind a key.
unionWithKey :: (Int -> a -> a -> a) -> IntMap a -> IntMap a -> IntMap a
unionWithKey f m1 m2 = mergeWithKey' Bin (\(Tip k1 x1) (Tip _k2 x2) -> Tip k1 (f k1 x1 x2)) id id m1 m2

-- | Data.IntMap.Strict's @unionWithKey@: a combined value is forced.
unionWithKeyStrict :: (Int -> a -> a -> a) -> IntMap a -> IntMap a -> IntMap a
unionWithKeyStrict f m1 m2 = mergeWithKey' Bin (\(Tip k1 x1) (Tip _k2 x2) -> Tip k1 $! f k1 x1 x2) id id m1 m2

-- | containers' @mergeWithKey'@ (INLINE there, so each caller has its own copy).
mergeWithKey' :: (Prefix -> Mask -> IntMap c -> IntMap c -> IntMap c)
              -> (IntMap a -> IntMap b -> IntMap c) -> (IntMap a -> IntMap c) -> (IntMap b -> IntMap c)
              -> IntMap a -> IntMap b -> IntMap c
mergeWithKey' bin' f g1 g2 = go
  where
    go t1 t2 = case t1 of
      Bin p1 m1 l1 r1 -> case t2 of
        Bin p2 m2 l2 r2
          | shorter m1 m2 -> if nomatch p2 p1 m1 then maybeLink p1 (g1 t1) p2 (g2 t2)
                             else if zero p2 m1 then bin' p1 m1 (go l1 t2) (g1 r1)
                             else bin' p1 m1 (g1 l1) (go r1 t2)
          | shorter m2 m1 -> if nomatch p1 p2 m2 then maybeLink p1 (g1 t1) p2 (g2 t2)
                             else if zero p1 m2 then bin' p2 m2 (go t1 l2) (g2 r2)
                             else bin' p2 m2 (g2 l2) (go t1 r2)
          | p1 == p2 -> bin' p1 m1 (go l1 l2) (go r1 r2)
          | True -> maybeLink p1 (g1 t1) p2 (g2 t2)
        Tip k2 _ -> mergeR t2 k2 t1
        Nil -> g1 t1
      Tip k1 _ -> mergeL t1 k1 t2
      Nil -> g2 t2
    -- merge0 of a tip on the right into a tree on the left
    mergeR t2 k2 t1 = case t1 of
      Bin p1 m1 l1 r1
        | nomatch k2 p1 m1 -> maybeLink p1 (g1 t1) k2 (g2 t2)
        | zero k2 m1 -> bin' p1 m1 (mergeR t2 k2 l1) (g1 r1)
        | True -> bin' p1 m1 (g1 l1) (mergeR t2 k2 r1)
      Tip k1 _
        | k1 == k2 -> f t1 t2
        | True -> maybeLink k1 (g1 t1) k2 (g2 t2)
      Nil -> g2 t2
    -- merge0 of a tip on the left into a tree on the right
    mergeL t1 k1 t2 = case t2 of
      Bin p2 m2 l2 r2
        | nomatch k1 p2 m2 -> maybeLink k1 (g1 t1) p2 (g2 t2)
        | zero k1 m2 -> bin' p2 m2 (mergeL t1 k1 l2) (g2 r2)
        | True -> bin' p2 m2 (g2 l2) (mergeL t1 k1 r2)
      Tip k2 _
        | k1 == k2 -> f t1 t2
        | True -> maybeLink k1 (g1 t1) k2 (g2 t2)
      Nil -> g1 t1
    maybeLink _ Nil _ t2 = t2
    maybeLink _ t1 _ Nil = t1
    maybeLink p1 t1 p2 t2 = link p1 t1 p2 t2

-- | @equal@ (@==@): the same shape, prefixes, keys and values, compared in containers'
-- order (mask, prefix, left, right).
equal :: Eq a => IntMap a -> IntMap a -> Bool
equal (Bin p1 m1 l1 r1) (Bin p2 m2 l2 r2) = (m1 == m2) && (p1 == p2) && equal l1 l2 && equal r1 r2
equal (Tip kx x) (Tip ky y) = (kx == ky) && (x == y)
equal Nil Nil = True
equal _ _ = False

-- | @nequal@ (@/=@), containers' definition with @/=@ and @||@.
nequal :: Eq a => IntMap a -> IntMap a -> Bool
nequal (Bin p1 m1 l1 r1) (Bin p2 m2 l2 r2) = (m1 /= m2) || (p1 /= p2) || nequal l1 l2 || nequal r1 r2
nequal (Tip kx x) (Tip ky y) = (kx /= ky) || (x /= y)
nequal Nil Nil = False
nequal _ _ = True

-- | @unsafeFindMin@ (@lookupMin@ below a root with non-negative keys, lookupGE/GT): the
-- leftmost tip.
unsafeFindMin :: IntMap a -> Maybe (Int, a)
unsafeFindMin Nil = Nothing
unsafeFindMin (Tip ky y) = Just (ky, y)
unsafeFindMin (Bin _ _ l _) = unsafeFindMin l

-- | @unsafeFindMax@ (@lookupMax@ and @findMax@ below the root): the rightmost tip.
unsafeFindMax :: IntMap a -> Maybe (Key, a)
unsafeFindMax Nil = Nothing
unsafeFindMax (Tip ky y) = Just (ky, y)
unsafeFindMax (Bin _ _ _ r) = unsafeFindMax r

-- | @findMin1@, @findMin@'s error on an empty map.
findMinError :: (Key, a)
findMinError = error "findMin: empty map has no minimal element"

-- | @findMax1@
findMaxError :: (Key, a)
findMaxError = error "findMax: empty map has no maximal element"

-- | @deleteFindMin_d@
deleteFindMinError :: ((Key, a), IntMap a)
deleteFindMinError = error "deleteFindMin: empty map has no minimal element"

-- | @deleteFindMax_d@
deleteFindMaxError :: ((Key, a), IntMap a)
deleteFindMaxError = error "deleteFindMax: empty map has no maximal element"

-- | @$wminViewWithKeySure@ (@minViewWithKey@, @minView@, @deleteFindMin@): the
-- smallest key, its value and the rest of a map that is not empty, as containers'
-- unexported @View@ unboxed. Below a root with negative keys (a negative mask) the
-- smallest key is in the right subtree.
wMinViewWithKeySure :: IntMap a -> (# Int#, a, IntMap a #)
wMinViewWithKeySure t = case t of
  Nil -> error "minViewWithKeySure Nil"
  Bin p m l r | m < 0 -> case minViewGo r of
    (# k, a, r' #) -> let !t' = binCheckRight p m l r' in (# k, a, t' #)
  _ -> minViewGo t

minViewGo :: IntMap a -> (# Int#, a, IntMap a #)
minViewGo (Bin p m l r) = case minViewGo l of
  (# k, a, l' #) -> let !t' = binCheckLeft p m l' r in (# k, a, t' #)
minViewGo (Tip (I# k) y) = (# k, y, Nil #)
minViewGo Nil = error "minViewWithKey Nil"

-- | @$wmaxViewWithKeySure@ (@maxViewWithKey@, @maxView@, @deleteFindMax@): the largest
-- key, its value and the rest; below a negative mask it is in the left subtree.
wMaxViewWithKeySure :: IntMap a -> (# Int#, a, IntMap a #)
wMaxViewWithKeySure t = case t of
  Nil -> error "maxViewWithKeySure Nil"
  Bin p m l r | m < 0 -> case maxViewGo l of
    (# k, a, l' #) -> let !t' = binCheckLeft p m l' r in (# k, a, t' #)
  _ -> maxViewGo t

maxViewGo :: IntMap a -> (# Int#, a, IntMap a #)
maxViewGo (Bin p m l r) = case maxViewGo r of
  (# k, a, r' #) -> let !t' = binCheckRight p m l r' in (# k, a, t' #)
maxViewGo (Tip (I# k) y) = (# k, y, Nil #)
maxViewGo Nil = error "maxViewWithKey Nil"

-- | @$fMonoidIntMap1@, which is @union@ (and @<>@): containers' @mergeWithKey' Bin
-- const id id@, the left map's value where both bind a key.
union :: IntMap a -> IntMap a -> IntMap a
union m1 m2 = mergeWithKey' Bin const id id m1 m2

-- | @split_$s$wgo@, @split@'s loop below the root (@$wsplit@ handles a root with
-- negative keys itself): the bindings below the key and those above, each pair
-- strict as containers' @StrictPair@.
splitGo :: IntMap a -> Int# -> (# IntMap a, IntMap a #)
splitGo t' k# = let k = I# k# in case t' of
  Bin p m l r
    | nomatch k p m -> if k > p then (# t', Nil #) else (# Nil, t' #)
    | zero k m -> case splitGo l k# of
        (# lt, gt #) -> let !gt' = union gt r in (# lt, gt' #)
    | True -> case splitGo r k# of
        (# lt, gt #) -> let !lt' = union l lt in (# lt', gt #)
  Tip ky _
    | k > ky -> (# t', Nil #)
    | k < ky -> (# Nil, t' #)
    | True -> (# Nil, Nil #)
  Nil -> (# Nil, Nil #)

-- | @mapWithKey@: the same tree, the values lazy.
mapWithKey :: (Key -> a -> b) -> IntMap a -> IntMap b
mapWithKey f t = case t of
  Bin p m l r -> Bin p m (mapWithKey f l) (mapWithKey f r)
  Tip k x -> Tip k (f k x)
  Nil -> Nil

-- | Data.IntMap.Strict's @mapWithKey@: every new value is forced.
mapWithKeyStrict :: (Key -> a -> b) -> IntMap a -> IntMap b
mapWithKeyStrict f t = case t of
  Bin p m l r -> Bin p m (mapWithKeyStrict f l) (mapWithKeyStrict f r)
  Tip k x -> Tip k $! f k x
  Nil -> Nil

-- | @mapMaybeWithKey@ (@mapMaybe@): a subtree left empty is dropped (@bin@).
mapMaybeWithKey :: (Key -> a -> Maybe b) -> IntMap a -> IntMap b
mapMaybeWithKey f (Bin p m l r) = bin p m (mapMaybeWithKey f l) (mapMaybeWithKey f r)
mapMaybeWithKey f (Tip k x) = case f k x of
  Just y -> Tip k y
  Nothing -> Nil
mapMaybeWithKey _ Nil = Nil

-- | Data.IntMap.Strict's @mapMaybeWithKey@: a value kept is forced.
mapMaybeWithKeyStrict :: (Key -> a -> Maybe b) -> IntMap a -> IntMap b
mapMaybeWithKeyStrict f (Bin p m l r) = bin p m (mapMaybeWithKeyStrict f l) (mapMaybeWithKeyStrict f r)
mapMaybeWithKeyStrict f (Tip k x) = case f k x of
  Just !y -> Tip k y
  Nothing -> Nil
mapMaybeWithKeyStrict _ Nil = Nil

-- | @$wupdateWithKey@ (@update@, @updateWithKey@): @f key old@ decides whether the key
-- stays bound, and to what.
wUpdateWithKey :: (Key -> a -> Maybe a) -> Int# -> IntMap a -> IntMap a
wUpdateWithKey f k t = updateWithKey f (I# k) t

updateWithKey :: (Key -> a -> Maybe a) -> Key -> IntMap a -> IntMap a
updateWithKey f !k t = case t of
  Bin p m l r
    | nomatch k p m -> t
    | zero k m -> binCheckLeft p m (updateWithKey f k l) r
    | True -> binCheckRight p m l (updateWithKey f k r)
  Tip ky y
    | k == ky -> case f k y of
        Just y' -> Tip ky y'
        Nothing -> Nil
    | True -> t
  Nil -> Nil

-- | Data.IntMap.Strict's @$wupdateWithKey@: a new value is forced.
wUpdateWithKeyStrict :: (Key -> a -> Maybe a) -> Int# -> IntMap a -> IntMap a
wUpdateWithKeyStrict f k t = go (I# k) t
  where
    go !k' t' = case t' of
      Bin p m l r
        | nomatch k' p m -> t'
        | zero k' m -> binCheckLeft p m (go k' l) r
        | True -> binCheckRight p m l (go k' r)
      Tip ky y
        | k' == ky -> case f k' y of
            Just !y' -> Tip ky y'
            Nothing -> Nil
        | True -> t'
      Nil -> Nil
