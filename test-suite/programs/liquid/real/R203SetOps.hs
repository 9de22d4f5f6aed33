-- G2-EXPECT: insertU safe
-- G2-EXPECT: removeDups safe
-- G2-EXPECT: unionBad concrete
{-@ LIQUID "--no-termination" @-}
{-@ LIQUID "--prune-unsorted" @-}
module R203SetOps where

import qualified Data.Set as S

{-@ measure uelts @-}
uelts :: [Int] -> S.Set Int
uelts [] = S.empty
uelts (x : xs) = S.insert x (uelts xs)

{-@ insertU :: x:Int -> xs:[Int] -> {v:[Int] | uelts v = Set_cup (Set_sng x) (uelts xs)} @-}
insertU :: Int -> [Int] -> [Int]
insertU x xs = if x `elem` xs then x : filter (/= x) xs else x : xs

{-@ removeDups :: xs:[Int] -> {v:[Int] | Set_sub (uelts v) (uelts xs)} @-}
removeDups :: [Int] -> [Int]
removeDups [] = []
removeDups (x : xs) = x : filter (/= x) (removeDups xs)

-- Bug: the second list is dropped: unionBad [] [0] = [].
{-@ unionBad :: xs:[Int] -> ys:[Int] -> {v:[Int] | uelts v = Set_cup (uelts xs) (uelts ys)} @-}
unionBad :: [Int] -> [Int] -> [Int]
unionBad xs _ = xs
