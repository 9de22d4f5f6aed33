-- G2-EXPECT: partition' safe
-- G2-EXPECT: quicksort safe
-- G2-EXPECT: pivotBad concrete
module R103Partition where

{-@ partition' :: (a -> Bool) -> xs:[a] -> {v:([a], [a]) | len (fst v) + len (snd v) = len xs} @-}
partition' :: (a -> Bool) -> [a] -> ([a], [a])
partition' _ [] = ([], [])
partition' p (x : xs) =
  let (as, bs) = partition' p xs
  in if p x then (x : as, bs) else (as, x : bs)

{-@ quicksort :: Ord a => xs:[a] -> {v:[a] | len v = len xs} @-}
quicksort :: Ord a => [a] -> [a]
quicksort [] = []
quicksort (p : xs) = let (ls, gs) = partition' (< p) xs in quicksort ls ++ [p] ++ quicksort gs

-- Bug: the pivot is dropped: pivotBad [0].
{-@ pivotBad :: Ord a => xs:[a] -> {v:[a] | len v = len xs} @-}
pivotBad :: Ord a => [a] -> [a]
pivotBad [] = []
pivotBad (p : xs) = let (ls, gs) = partition' (< p) xs in pivotBad ls ++ pivotBad gs
