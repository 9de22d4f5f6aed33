-- G2-EXPECT: insertS safe
-- G2-EXPECT: unionS safe
{-@ LIQUID "--no-termination" @-}
{-@ LIQUID "--prune-unsorted" @-}
module R102Set where

import Data.Set (Set)
import qualified Data.Set as S

{-@ measure elems @-}
elems :: [Int] -> Set Int
elems [] = S.empty
elems (x : xs) = S.union (S.singleton x) (elems xs)

{-@ insertS :: x:Int -> xs:[Int] -> {v:[Int] | elems v = Set_cup (Set_sng x) (elems xs)} @-}
insertS :: Int -> [Int] -> [Int]
insertS x xs = x : xs

{-@ unionS :: xs:[Int] -> ys:[Int] -> {v:[Int] | elems v = Set_cup (elems xs) (elems ys)} @-}
unionS :: [Int] -> [Int] -> [Int]
unionS [] ys = ys
unionS (x : xs) ys = x : unionS xs ys
