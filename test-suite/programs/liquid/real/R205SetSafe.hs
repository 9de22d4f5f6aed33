-- G2-EXPECT: emptyBag safe
-- G2-EXPECT: addBag safe
-- G2-EXPECT: memberBag safe
{-@ LIQUID "--prune-unsorted" @-}
module R205SetSafe where

import Data.Set (Set)
import qualified Data.Set as Set

data Bag = Bag [Int]
  deriving (Show, Eq)

{-@ measure bagElts :: Bag -> Set Int
    bagElts (Bag xs) = listElts xs
  @-}

{-@ emptyBag :: {b:Bag | Set_emp (bagElts b)} @-}
emptyBag :: Bag
emptyBag = Bag []

{-@ addBag :: x:Int -> b:Bag -> {v:Bag | bagElts v = Set_cup (Set_sng x) (bagElts b)} @-}
addBag :: Int -> Bag -> Bag
addBag x (Bag xs) = Bag (x : xs)

{-@ memberBag :: x:Int -> b:Bag -> {v:Bool | v <=> Set_mem x (bagElts b)} @-}
memberBag :: Int -> Bag -> Bool
memberBag x (Bag xs) = x `elem` xs

toSet :: Bag -> Set Int
toSet (Bag xs) = Set.fromList xs
