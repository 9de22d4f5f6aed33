-- G2-EXPECT: merge safe
-- G2-EXPECT: msort safe
-- G2-EXPECT: mergeBad concrete
module R079Ordered where

{-@ type OList a = [a]<{\x v -> x <= v}> @-}

{-@ merge :: Ord a => OList a -> OList a -> OList a @-}
merge :: Ord a => [a] -> [a] -> [a]
merge [] ys = ys
merge xs [] = xs
merge (x : xs) (y : ys)
  | x <= y = x : merge xs (y : ys)
  | otherwise = y : merge (x : xs) ys

{-@ msort :: Ord a => [a] -> OList a @-}
msort :: Ord a => [a] -> [a]
msort [] = []
msort [x] = [x]
msort xs = merge (msort as) (msort bs)
  where (as, bs) = splitAt (length xs `div` 2) xs

-- Bug: appends instead of merging: mergeBad [1] [0] = [1, 0].
{-@ mergeBad :: Ord a => OList a -> OList a -> OList a @-}
mergeBad :: Ord a => [a] -> [a] -> [a]
mergeBad xs ys = xs ++ ys
