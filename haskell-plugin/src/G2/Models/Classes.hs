{-# OPTIONS_GHC -O0 -fno-ignore-interface-pragmas -fno-omit-interface-pragmas -fexpose-all-unfoldings #-}
{-# LANGUAGE ExplicitForAll #-}
{-# LANGUAGE NoImplicitPrelude #-}
-- | Models of the methods of GHC.Classes' @Eq [a]@ and @Ord [a]@ instances
-- (@$fEq[]_$c==@ ...; Note [Models] in "G2.Models.Table"): lexicographic, as in base.
module G2.Models.Classes
  ( eqList, eqListInt, neList, compareList, ltList, leList, gtList, geList, maxList, minList
    -- * Specialised to [Int], String and [String]
  , neListInt, neListString, ltListInt, ltListString, ltListStrings, leListInt, leListString, leListStrings, gtListInt, gtListString, gtListStrings, geListInt, geListString, geListStrings, compareListInt, compareListString, compareListStrings, maxListInt, maxListString, maxListStrings, minListInt, minListString, minListStrings, eqListStrings
  ) where

import GHC.Classes (Eq (..), Ord (compare), not)
import GHC.Types (Bool (..), Char, Int, Ordering (..))

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

-- Note [Specialised list instances]
-- ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
-- ghc-prim SPECIALISEs its @Eq [a]@ and @Ord [a]@ instances to @[Int]@, @String@ and
-- @[String]@ (@$fOrd[]_$s$ccompare1 :: [Char] -> [Char] -> Ordering@ ...) and ships them
-- without their code; Core compiled with -O (cabal's default) calls them wherever a
-- String is compared (a @Map String@). Each is the generic model at that type.

neListInt :: [Int] -> [Int] -> Bool
neListInt = neList

neListString :: [Char] -> [Char] -> Bool
neListString = neList

ltListInt :: [Int] -> [Int] -> Bool
ltListInt = ltList

ltListString :: [Char] -> [Char] -> Bool
ltListString = ltList

ltListStrings :: [[Char]] -> [[Char]] -> Bool
ltListStrings = ltList

leListInt :: [Int] -> [Int] -> Bool
leListInt = leList

leListString :: [Char] -> [Char] -> Bool
leListString = leList

leListStrings :: [[Char]] -> [[Char]] -> Bool
leListStrings = leList

gtListInt :: [Int] -> [Int] -> Bool
gtListInt = gtList

gtListString :: [Char] -> [Char] -> Bool
gtListString = gtList

gtListStrings :: [[Char]] -> [[Char]] -> Bool
gtListStrings = gtList

geListInt :: [Int] -> [Int] -> Bool
geListInt = geList

geListString :: [Char] -> [Char] -> Bool
geListString = geList

geListStrings :: [[Char]] -> [[Char]] -> Bool
geListStrings = geList

compareListInt :: [Int] -> [Int] -> Ordering
compareListInt = compareList

compareListString :: [Char] -> [Char] -> Ordering
compareListString = compareList

compareListStrings :: [[Char]] -> [[Char]] -> Ordering
compareListStrings = compareList

maxListInt :: [Int] -> [Int] -> [Int]
maxListInt = maxList

maxListString :: [Char] -> [Char] -> [Char]
maxListString = maxList

maxListStrings :: [[Char]] -> [[Char]] -> [[Char]]
maxListStrings = maxList

minListInt :: [Int] -> [Int] -> [Int]
minListInt = minList

minListString :: [Char] -> [Char] -> [Char]
minListString = minList

minListStrings :: [[Char]] -> [[Char]] -> [[Char]]
minListStrings = minList

eqListStrings :: [[Char]] -> [[Char]] -> Bool
eqListStrings = eqList
