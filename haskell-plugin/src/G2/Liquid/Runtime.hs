{-# OPTIONS_GHC -fexpose-all-unfoldings #-}
-- | What the contracts the plugin adds to a module refer to, imported qualified
-- (@import qualified G2.Liquid.Runtime as G2'P@): the Prelude and the library
-- functions with default specifications (Note [Library contracts] in
-- "G2.Liquid.Library"). A module of its own, so the import does not turn off the
-- implicit Prelude of the user's module.
module G2.Liquid.Runtime
  ( module Prelude
  , isJust
  , fromJust
  , isLeft
  , pairwise
  , compareLength
  , Proxy (..)
  , mapKeys
  , G2Set
  , listElts, setEmpty, setSng, setCup, setCap, setDif, setMem, setSub, setEmp, setAdd
  , dsListElts, dsEmpty, dsAdd
  , Set.singleton, Set.union, Set.intersection, Set.difference, Set.member, Set.isSubsetOf
  ) where

import Data.Either (isLeft)
import Data.Proxy (Proxy (..))
import Data.Maybe (fromJust, isJust)
import qualified Data.Map as Map
import qualified Data.Set as Set

-- | LiquidHaskell's list type carries an abstract refinement relating each element to
-- every later one: @[a]<{\\x y -> x <= y}>@ is a sorted list. @pairwise p xs@ checks it.
pairwise :: (a -> a -> Bool) -> [a] -> Bool
pairwise p (x : xs) = all (p x) xs && pairwise p xs
pairwise _ [] = True

-- | @compare (length xs) k@, looking at no more than @k + 1@ cells of xs: a
-- refinement @len xs > 0@ asks whether xs is a cons, not how long it is (Note
-- [Lengths against constants] in "G2.Liquid.ToHaskell").
compareLength :: Foldable t => t a -> Int -> Ordering
compareLength xs k
  | k < 0 = GT
  | otherwise = foldr (\_ more n -> if n == 0 then GT else more (n - 1)) (compare 0) xs k

-- | LiquidHaskell's sets in refinements (@listElts@, @Set_cup@, ...), as lists compared
-- as sets: only 'Eq' is needed of the elements, and the engine runs them as ordinary
-- list code.
newtype G2Set a = G2Set [a]

instance Eq a => Eq (G2Set a) where
  G2Set a == G2Set b = all (`elem` b) a && all (`elem` a) b

listElts :: [a] -> G2Set a
listElts = G2Set

setEmpty :: Int -> G2Set a
setEmpty _ = G2Set []

setSng :: a -> G2Set a
setSng x = G2Set [x]

setCup, setCap, setDif :: Eq a => G2Set a -> G2Set a -> G2Set a
setCup (G2Set a) (G2Set b) = G2Set (a ++ b)
setCap (G2Set a) (G2Set b) = G2Set (filter (`elem` b) a)
setDif (G2Set a) (G2Set b) = G2Set (filter (`notElem` b) a)

setMem :: Eq a => a -> G2Set a -> Bool
setMem x (G2Set a) = x `elem` a

setSub :: Eq a => G2Set a -> G2Set a -> Bool
setSub (G2Set a) (G2Set b) = all (`elem` b) a

setEmp :: G2Set a -> Bool
setEmp (G2Set a) = null a

setAdd :: a -> G2Set a -> G2Set a
setAdd x (G2Set a) = G2Set (x : a)

-- | The same vocabulary on "Data.Set" sets, for modules whose own measures build
-- @Data.Set.Set@ values (then refinements must compare with those).
dsListElts :: Ord a => [a] -> Set.Set a
dsListElts = Set.fromList

dsEmpty :: Int -> Set.Set a
dsEmpty _ = Set.empty

dsAdd :: Ord a => a -> Set.Set a -> Set.Set a
dsAdd = Set.insert

-- | A map's keys, for a refinement of them (Note [Refinements inside containers] in
-- "G2.Liquid.ToHaskell").
mapKeys :: Map.Map k v -> [k]
mapKeys = Map.keys
