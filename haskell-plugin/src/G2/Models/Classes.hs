{-# OPTIONS_GHC -O0 -fno-ignore-interface-pragmas -fno-omit-interface-pragmas -fexpose-all-unfoldings #-}
{-# LANGUAGE ExplicitForAll #-}
{-# LANGUAGE NoImplicitPrelude #-}
-- | Models of the methods of GHC.Classes' @Eq [a]@ and @Ord [a]@ instances
-- (@$fEq[]_$c==@ ...; Note [Models] in "G2.Models.Table"): lexicographic, as in base.
module G2.Models.Classes
  ( eqList, eqListInt, neList, compareList, ltList, leList, gtList, geList, maxList, minList
  ) where

import GHC.Classes (Eq (..), Ord (compare), not)
import GHC.Types (Bool (..), Int, Ordering (..))

eqList :: forall a. Eq a => [a] -> [a] -> Bool
eqList [] [] = True
eqList (x : xs) (y : ys) = if x == y then eqList xs ys else False
eqList _ _ = False

-- | @GHC.Classes.$fEq[]_$s$c==@, list equality specialised to Int.
eqListInt :: [Int] -> [Int] -> Bool
eqListInt = eqList

neList :: forall a. Eq a => [a] -> [a] -> Bool
neList xs ys = not (eqList xs ys)

compareList :: forall a. Ord a => [a] -> [a] -> Ordering
compareList [] [] = EQ
compareList [] (_ : _) = LT
compareList (_ : _) [] = GT
compareList (x : xs) (y : ys) = case compare x y of
  EQ -> compareList xs ys
  other -> other

ltList :: forall a. Ord a => [a] -> [a] -> Bool
ltList xs ys = case compareList xs ys of LT -> True; _ -> False

leList :: forall a. Ord a => [a] -> [a] -> Bool
leList xs ys = case compareList xs ys of GT -> False; _ -> True

gtList :: forall a. Ord a => [a] -> [a] -> Bool
gtList xs ys = case compareList xs ys of GT -> True; _ -> False

geList :: forall a. Ord a => [a] -> [a] -> Bool
geList xs ys = case compareList xs ys of LT -> False; _ -> True

maxList :: forall a. Ord a => [a] -> [a] -> [a]
maxList xs ys = if leList xs ys then ys else xs

minList :: forall a. Ord a => [a] -> [a] -> [a]
minList xs ys = if leList xs ys then xs else ys
