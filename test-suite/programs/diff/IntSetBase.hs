-- Data.IntSet as programs use it (its loops are models over the real Patricia tree of
-- bitmaps, G2.Models.IntSet); checked against GHC.
module IntSetBase where

import qualified Data.IntSet as IS

primes :: IS.IntSet
primes = sieve (IS.fromList [2 .. 200])
  where
    sieve s = case IS.minView s of
      Nothing -> IS.empty
      Just (p, rest) -> IS.insert p (sieve (IS.filter (\n -> n `mod` p /= 0) rest))

visited :: [Int] -> Int
visited = IS.size . go IS.empty
  where
    go seen [] = seen
    go seen (x : xs)
      | x `IS.member` seen = go seen xs
      | otherwise = go (IS.insert x seen) (xs ++ [x * 2 `mod` 97] ++ [x + 3 `mod` 97 | x < 90])

a, b :: IS.IntSet
a = IS.fromList [5, 3, 9, 3, 1, -7, 64, 65, 1000, -1000, maxBound, minBound]
b = IS.fromList ([0, 2 .. 70] ++ [-7, 1000])

run :: String
run = show
  ( (IS.toList a, IS.toDescList a, IS.size a, IS.member 64 a, IS.notMember 4 a)
  , (IS.toList (IS.union a b), IS.toList (IS.intersection a b), IS.toList (IS.difference a b))
  , (IS.toList (IS.delete 64 (IS.delete 3 a)), IS.elems (IS.filter even b))
  , (a == a, a == b, a /= b, IS.fromList [1, 2] == IS.fromList [2, 1])
  , (IS.toList primes, visited [1, 5, 11], IS.findMin a, IS.findMax b)
  , (show (IS.fromList [3, 1, 2]), IS.foldr (:) [] (IS.fromList [10, 4]), IS.unions [a, b, IS.singleton 77] == IS.union a (IS.insert 77 b))
  , views
  )

-- Subsets, partitions and the extremes taken off.
views :: (Bool, Bool, Bool, Bool, (IS.IntSet, IS.IntSet), (Int, IS.IntSet), (Int, IS.IntSet))
views =
  ( IS.isSubsetOf (IS.fromList [1, 64, -3]) a, IS.isSubsetOf a b, IS.isSubsetOf IS.empty b
  , IS.isSubsetOf (IS.singleton 4) b, IS.partition even (IS.union a b)
  , IS.deleteFindMin a, IS.deleteFindMax b )

-- How many distinct numbers: DiffCorpus.hs runs it on symbolic lists.
distinct :: [Int] -> Int
distinct = IS.size . IS.fromList
