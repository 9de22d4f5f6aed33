-- G2-EXPECT: merge safe
-- G2-EXPECT: split safe
-- G2-EXPECT: mergeBad concrete
{-@ LIQUID "--no-termination" @-}
{-@ LIQUID "--expect-any-error" @-}
{-@ LIQUID "--short-names" @-}
module R057Merge where

{-@ merge :: xs:[Int] -> ys:[Int] -> {v:[Int] | len v = len xs + len ys} / [len xs + len ys] @-}
merge :: [Int] -> [Int] -> [Int]
merge [] ys = ys
merge xs [] = xs
merge (x : xs) (y : ys)
  | x <= y = x : merge xs (y : ys)
  | otherwise = y : merge (x : xs) ys

{-@ split :: xs:[a] -> {v:([a], [a]) | len (fst v) + len (snd v) = len xs} @-}
split :: [a] -> ([a], [a])
split [] = ([], [])
split [x] = ([x], [])
split (x : y : zs) = let (as, bs) = split zs in (x : as, y : bs)

-- Bug: drops the second list when the first runs out: mergeBad [] [0] = [].
{-@ mergeBad :: xs:[Int] -> ys:[Int] -> {v:[Int] | len v = len xs + len ys} @-}
mergeBad :: [Int] -> [Int] -> [Int]
mergeBad [] _ = []
mergeBad xs [] = xs
mergeBad (x : xs) (y : ys)
  | x <= y = x : mergeBad xs (y : ys)
  | otherwise = y : mergeBad (x : xs) ys
