{-# OPTIONS_GHC -O0 -fno-ignore-interface-pragmas -fno-omit-interface-pragmas -fexpose-all-unfoldings #-}
{-# LANGUAGE BangPatterns #-}
{-# LANGUAGE MagicHash #-}
{-# LANGUAGE NoImplicitPrelude #-}
-- | Models of Data.IntMap.Internal's loops without unfoldings: containers 0.6.4.1's
-- algorithms over the real 'IntMap' (Note [Containers models] in "G2.Models.Map"),
-- using its own exported helpers (@nomatch@, @zero@, @link@, ...), which have
-- unfoldings. The workers (@$winsert@ ...) take the key unboxed, as GHC's
-- worker/wrapper split left them.
module G2.Models.IntMap
  ( wInsert, wInsertWithKey, wInsertStrict, wInsertWithKeyStrict, wDelete, wSizeGo, toAscListGo, toDescListGo, elemsGo, keysGo
  ) where

import Data.IntMap.Internal (IntMap (..), binCheckLeft, binCheckRight, link, nomatch, zero)
import GHC.Classes (Eq (..))
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
