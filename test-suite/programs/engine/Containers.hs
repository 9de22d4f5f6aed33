-- Data.Map, Data.Set and Data.IntMap run from containers' own code plus the models of
-- its loops (G2.Models.Map, G2.Models.Set, G2.Models.IntMap); inputs of those types
-- are built with fromList (Note [Container inputs] in reduce/machine/containers.rs).
-- Each Map input is printed as GHC's show prints it, and `fromList` is in scope here,
-- so GHC reads every printed line back.
module Containers where

import Data.Map (fromList)
import qualified Data.Map as M
import qualified Data.Map.Strict as MS
import qualified Data.Set as S
import qualified Data.IntMap as IM

-- | A word-frequency counter (words as numbers) with a planted bug: a word's count
-- stops at 2.
countWords :: [Int] -> M.Map Int Int
countWords = foldr (\w m -> MS.insertWith bump w 1 m) M.empty
  where bump new old = if old >= 2 then old else new + old

-- | Every word's count is its number of occurrences: broken by a word seen 3 times.
countsRight :: [Int] -> Bool
countsRight ws = all (\(w, c) -> c == length (filter (== w) ws)) (M.toList (countWords ws))

-- | Dedup through a Set: the result is sorted, without duplicates, and has every
-- element of the input.
dedup :: [Int] -> [Int]
dedup = S.toList . S.fromList

dedupRight :: [Int] -> Bool
dedupRight xs = let d = dedup xs
                in and (zipWith (<) d (drop 1 d)) && all (`elem` d) xs && all (`elem` xs) d

-- | Dedup that forgets the largest element when there are more than two.
dedupBad :: [Int] -> [Int]
dedupBad xs = let s = S.fromList xs
              in if S.size s > 2 then S.toList (S.deleteMax s) else S.toList s

dedupBadRight :: [Int] -> Bool
dedupBadRight xs = all (`elem` dedupBad xs) xs

-- | An IntMap lookup; later pairs win, as in fromList.
imLookup :: [(Int, Char)] -> Int -> Maybe Char
imLookup kvs k = IM.lookup k (IM.fromList kvs)

-- | A Map input: found for `r`, i.e. maps with 3 keys, 2 mapped to 'x'.
threeWithTwo :: M.Map Int Char -> Bool
threeWithTwo m = M.size m == 3 && M.lookup 2 m == Just 'x'

-- | Map operations on an input: delete, union, alter, adjust, elems, keys, foldr.
summary :: M.Map Int Int -> (Int, [Int], [Int], Int)
summary m =
  let m' = M.adjust (* 2) 1 (M.alter (fmap (+ 1)) 3 (M.union (M.delete 4 m) (M.fromList [(7, 70)])))
  in (M.size m', M.keys m', M.elems m', M.foldr (+) 0 m' + M.findWithDefault 0 9 m')

-- | The shape of a tree, through the public API (splitRoot): the models must build
-- the very trees containers builds (same rotations, delta 3, ratio 2).
data T = L | N T Int T deriving (Show, Eq)

shape :: M.Map Int a -> T
shape m = case M.splitRoot m of
  [l, k, r] -> N (shape l) (head (M.keys k)) (shape r)
  _ -> L

setShape :: S.Set Int -> T
setShape s = case S.splitRoot s of
  [l, k, r] -> N (setShape l) (S.findMin k) (setShape r)
  _ -> L

-- | Trees after inserts, deletes, alters, filters, unions, deleteMin and deleteMax,
-- from a start n.
shapes :: Int -> [T]
shapes n =
  let m = foldr (\k acc -> M.insertWith (++) (k * 7 `mod` 23) [k] acc) M.empty [n .. n + 30]
      m2 = foldr M.delete m [3, 9, 14, 15, 16, 2]
      s = S.fromList [ (k * 5) `mod` 31 | k <- [n .. n + 25] ]
      s2 = S.union s (S.fromList [40 .. 50])
  in [ shape m, shape m2, shape (M.filter ((> 1) . length) m)
     , shape (M.union m2 (M.fromList [ (k, [k]) | k <- [30 .. 40] ]))
     , setShape s, setShape s2, setShape (S.filter odd s2), setShape (foldr S.delete s2 [1 .. 20])
     , setShape (S.deleteMax (S.deleteMin s2))
     , shape (foldr (\k -> M.alter (const (Just [k])) (k * 3)) (foldr (M.alter (const Nothing)) m [0 .. 9]) [1 .. 15])
     , shape (M.deleteMin (M.deleteMax m2)) ]
