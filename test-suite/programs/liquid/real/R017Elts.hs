-- G2-EXPECT: append safe
-- G2-EXPECT: rev safe
-- G2-EXPECT: dropFirst concrete
{-@ LIQUID "--expect-any-error" @-}
{-@ LIQUID "--prune-unsorted" @-}
module R017Elts where

import Data.Set (Set)
import qualified Data.Set as Set

{-@ append :: xs:[a] -> ys:[a] -> {v:[a] | listElts v = Set_cup (listElts xs) (listElts ys)} @-}
append :: [a] -> [a] -> [a]
append [] ys = ys
append (x : xs) ys = x : append xs ys

{-@ rev :: xs:[a] -> {v:[a] | listElts v = listElts xs} @-}
rev :: [a] -> [a]
rev = go []
  where
    {-@ go :: acc:[a] -> ys:[a] -> {v:[a] | listElts v = Set_cup (listElts acc) (listElts ys)} @-}
    go acc [] = acc
    go acc (y : ys) = go (y : acc) ys

-- Bug: loses the first element: dropFirst [0] = [].
{-@ dropFirst :: xs:[a] -> {v:[a] | listElts v = listElts xs} @-}
dropFirst :: [a] -> [a]
dropFirst [] = []
dropFirst (_ : xs) = xs

toSet :: Ord a => [a] -> Set a
toSet = Set.fromList
