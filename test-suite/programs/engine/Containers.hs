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
import qualified Data.IntMap.Strict as IMS
import Data.Tree (Tree (..), drawTree, flatten, foldTree, levels, unfoldTree)
import qualified Data.Graph as G
import Data.Array (assocs, bounds)

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

-- | Functions whose code containers ships without, run from the models (each printed
-- whole, trees of Map and Set by their shape as well: a patricia tree's shape is fixed
-- by its keys). IntMap's ends, views and split, on maps with negative keys too.
imEnds :: (((Int, Char), (Int, Char)), (Maybe (Int, Char), Maybe (Int, Char)), [Maybe ((Int, Char), IM.IntMap Char)], [Maybe (Char, IM.IntMap Char)], [((Int, Char), IM.IntMap Char)])
imEnds =
  let ms = [ IM.fromList (zip ks "abcdefgh") | ks <- [[4, 2], [1, 3, 2, 9, 7], [-3, 5, -8, 0], [-1, -7], [6]] ]
      m = ms !! 2
  in ( (IM.findMax m, IM.findMin m), (IM.lookupMax m, IM.lookupMin (ms !! 1))
     , map IM.minViewWithKey ms ++ map IM.maxViewWithKey ms ++ [IM.minViewWithKey IM.empty]
     , map IM.minView ms ++ map IM.maxView ms
     , map IM.deleteFindMin ms ++ map IM.deleteFindMax ms )

imSplits :: [(IM.IntMap Int, IM.IntMap Int)]
imSplits =
  let m = IM.fromList [ (k, k * k) | k <- [-9, -4, -1, 0, 2, 3, 8, 13, 21] ]
  in [ IM.split k m | k <- [-10, -9, -5, -1, 0, 1, 3, 10, 21, 30] ] ++ [IM.split 5 (IM.fromList [(5, 1)]), IM.split 1 IM.empty]

-- | mapWithKey, mapMaybe, update, lazy and strict, and union.
imMaps :: [IM.IntMap Int]
imMaps =
  let m = IM.fromList [ (k, 10 * k) | k <- [-6, -2, 1, 4, 5, 11] ]
      keep v = if v > 15 || v < -30 then Just (v + 1) else Nothing
  in [ IMS.mapWithKey (+) m, IM.mapWithKey (-) m, IMS.mapMaybe keep m, IM.mapMaybe keep m
     , IMS.mapMaybeWithKey (\k v -> if odd k then Just k else Nothing) m
     , IMS.update (const Nothing) 1 m, IMS.update (Just . (* 3)) (-2) m, IMS.update (const Nothing) 7 m
     , IM.update (const Nothing) (-6) m, IM.updateWithKey (\k v -> Just (k + v)) 11 m
     , IM.union m (IM.fromList [(3, 0), (4, 0), (-9, 0)]), IM.unions [m, IM.fromList [(0, 0)]] ]

-- | Data.Map.Strict's maps and folds, and fromAscListWith (lazy and strict).
mapsStrict :: ([(M.Map Int Int, T)], (Int, M.Map Int Int), (Int, M.Map Int Int), (M.Map Int Int, M.Map Int Int), (M.Map Int Int, M.Map Int Int))
mapsStrict =
  let m = M.fromList [ (k, k * 10) | k <- [1 .. 12] ]
      big = [ MS.mapWithKey (+) m, MS.mapMaybe (\v -> if even (v `div` 10) then Just v else Nothing) m
            , MS.mapMaybeWithKey (\k v -> if k > 4 then Just (v - k) else Nothing) m
            , MS.fromAscListWith (+) [ (k `div` 2, k) | k <- [1 .. 30] ], M.fromAscListWith (+) [(1, 1), (1, 2), (2, 3)]
            , M.fromDistinctAscList [ (k, k) | k <- [1 .. 21] ], MS.fromDistinctAscList [ (k, k) | k <- [3 .. 13] ] ]
  in ( [ (x, shape x) | x <- big ]
     , MS.mapAccum (\a v -> (a + v, a)) 0 m, M.mapAccumWithKey (\a k v -> (a + k, v - a)) 5 m
     , MS.mapEither (\v -> if v > 35 then Left v else Right v) m
     , M.mapEitherWithKey (\k v -> if odd k then Left (k + v) else Right v) m )

-- | take, drop and splitAt of Map and Set (and Set's elemAt, findIndex, deleteAt,
-- disjoint), each tree with its shape.
indexed :: ([(M.Map Int Char, T)], [(S.Set Int, T)], ([Int], [Int], [Bool]))
indexed =
  let m = M.fromList (zip [1 .. 15] ['a' ..])
      s = S.fromList [ (k * 7) `mod` 19 | k <- [1 .. 18] ]
      ms = concat [ [M.take i m, M.drop i m, fst (M.splitAt i m), snd (M.splitAt i m), MS.take i m] | i <- [-1, 0, 1, 4, 7, 8, 14, 15, 20] ]
      ss = concat [ [S.take i s, S.drop i s, fst (S.splitAt i s), snd (S.splitAt i s)] | i <- [-1, 0, 1, 5, 9, 17, 18, 30] ]
           ++ [ S.deleteAt i s | i <- [0, 3, 9, 17] ]
  in ( [ (x, shape x) | x <- ms ], [ (x, setShape x) | x <- ss ]
     , ( [ S.elemAt i s | i <- [0, 5, 17] ], [ S.findIndex x s | x <- [1, 9, 18] ]
       , [ S.disjoint s (S.fromList xs) | xs <- [[], [0], [20, 21], [3, 40], [100]] ] ++ [S.disjoint S.empty s, S.disjoint (S.fromList [5]) s] ) )

-- | The models' errors, as containers raises them.
imFindMaxEmpty :: (Int, Char)
imFindMaxEmpty = IM.findMax IM.empty

imDeleteFindMinEmpty :: ((Int, Char), IM.IntMap Char)
imDeleteFindMinEmpty = IM.deleteFindMin IM.empty

setElemAtOutside :: Int
setElemAtOutside = S.elemAt 3 (S.fromList [1, 2, 3])

setDeleteAtOutside :: S.Set Int
setDeleteAtOutside = S.deleteAt (-1) (S.fromList [1, 2, 3])

-- | Data.Tree: flatten, unfoldTree, levels, foldTree, drawTree, fmap, (<$), ==, show
-- and foldMap (through sum and length), on a tree grown by unfoldTree.
trees :: ([Int], [[Int]], Int, String, [Int], Tree Int, (Bool, Bool), String, (Int, Int, [Int]))
trees =
  let t = unfoldTree (\n -> (n, [ m | m <- [2 * n, 2 * n + 1], m < 12 ])) (1 :: Int)
      small = Node 'a' [Node 'b' [], Node 'c' [Node 'd' []]]
  in ( flatten t, levels t, foldTree (\x xs -> x + 10 * sum xs) t, drawTree (fmap show t)
     , flatten (fmap (* 3) small') , 7 <$ small', (t == t, t == fmap (+ 0) (Node 1 []))
     , show small, (sum t, length t, foldMap (\x -> [x, x]) small') )
  where small' = Node 5 [Node 6 [], Node 7 [Node 8 []]]

-- | Data.Graph: buildG, dfs, topSort, reachable, components, scc, graphFromEdges'
-- vertex numbering and lookups, and stronglyConnComp's order of components.
graphs :: ([(Int, [Int])], [[Tree Int]], [Int], [Int], [Tree Int], [Tree Int], ((Int, Int), [(Int, [Int])], [(Char, Int, [Int])], [Maybe Int]), [[Char]], [Bool])
graphs =
  let g = G.buildG (0, 7) [(0, 1), (1, 2), (2, 0), (2, 3), (3, 4), (4, 5), (5, 3), (6, 7), (6, 5)]
      (fg, node, vertex) = G.graphFromEdges [('c', 30, [10, 20, 99]), ('a', 10, [30]), ('b', 20, [20]), ('d', 25, [])]
      sccs = G.stronglyConnComp [('x', 1, [2]), ('y', 2, [1 :: Int]), ('z', 0, [0, 2]), ('w', 5, []), ('v', 4, [5, 1])]
  in ( assocs g, [G.dfs g [6, 0, 3], G.dfs g [], G.dff g], G.topSort g, G.reachable g 2, G.components g, G.scc g
     , (bounds fg, assocs fg, map node [0 .. 3], map vertex [10, 20, 25, 30, 5, 99])
     , map G.flattenSCC sccs, [G.path g 6 4, G.path g 3 0] )

-- | Takes qty from the stock of item, if there is enough: correct.
removeItem :: Int -> Int -> M.Map Int Int -> Maybe (M.Map Int Int)
removeItem item qty inv = case M.lookup item inv of
  Just have | have >= qty -> Just (M.insert item (have - qty) inv)
  _ -> Nothing
