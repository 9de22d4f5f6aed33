-- Data.Sequence runs from containers' own unfoldings plus the models of the code it
-- ships without (G2.Models.Sequence): a BFS queue, a sliding window, a deque used from
-- both ends, an edit buffer, sorting, and the instances. Each constant is compared
-- with GHC's value (rust-core/tests/cli.rs).
{-# LANGUAGE PatternSynonyms #-}
module Sequences where

import Control.DeepSeq (deepseq, force)
import Data.Foldable (find, foldl', foldr', maximumBy, minimumBy, toList)
import Data.Ord (Down (..), comparing)
import Data.Sequence (Seq (..), ViewL (..), ViewR (..), fromList, viewl, viewr, (<|), (><), (|>))
import qualified Data.Sequence as Seq
import Control.Applicative ((<|>))
import Control.Monad.Zip (mzip)
import qualified Data.Array as A
import qualified GHC.Exts as E

-- | Breadth-first numbering of a binary heap's nodes up to n, the queue a Seq.
bfs :: Int -> [Int]
bfs n = go (Seq.singleton 1) []
  where
    go q acc = case viewl q of
      EmptyL -> reverse acc
      x :< rest
        | x > n -> go rest acc
        | otherwise -> go (rest |> (2 * x) |> (2 * x + 1)) (x : acc)

-- | The same queue through the pattern synonyms.
bfsPatterns :: Int -> [Int]
bfsPatterns n = go (Seq.singleton 1)
  where
    go Empty = []
    go (x :<| rest)
      | x > n = go rest
      | otherwise = x : go (rest :|> (2 * x) :|> (2 * x + 1))

-- | Sums of every window of k consecutive elements.
windowSums :: Int -> [Int] -> [Int]
windowSums k = go Seq.empty 0
  where
    go _ _ [] = []
    go w s (x : xs)
      | Seq.length w' > k = case viewl w' of
          y :< w'' -> let s'' = s' - y in s'' : go w'' s'' xs
          EmptyL -> error "impossible"
      | Seq.length w' == k = s' : go w' s' xs
      | otherwise = go w' s' xs
      where
        w' = w |> x
        s' = s + x

-- | A deque: push at both ends, pop at both ends, through views and patterns.
deque :: ([Int], [Int], Maybe Int, Maybe Int, Int, Bool)
deque =
  let d0 = foldl' (\d x -> if even x then x <| d else d |> x) Seq.empty [1 .. 20 :: Int]
      popBoth d = case (viewl d, viewr d) of
        (a :< _, _ :> b) -> Just (a, b)
        _ -> Nothing
      trimmed = case d0 of
        _ :<| (mid :|> _) -> mid
        _ -> Seq.empty
      lastOf s = case s of
        Empty -> Nothing
        _ :|> x -> Just x
  in ( toList d0, toList trimmed, fmap fst (popBoth d0), lastOf trimmed
     , Seq.length (trimmed >< d0), Seq.null (Seq.drop 100 d0) )

-- | An edit buffer: insertions, deletions, updates by position.
editBuffer :: (String, String, String, Maybe Char, Maybe Char, Int)
editBuffer =
  let b0 = Seq.fromList "hello world"
      b1 = Seq.insertAt 5 ',' b0
      b2 = Seq.deleteAt 0 (Seq.insertAt 0 'H' b1)
      b3 = Seq.update 7 'W' b2
      b4 = Seq.adjust succ 1 (Seq.adjust' pred 0 b3)
      b5 = Seq.insertAt 100 '!' (Seq.insertAt (-3) '>' b4)
      b6 = Seq.deleteAt 50 (Seq.deleteAt (-1) b5)
  in ( toList b2, toList b4, toList b6, Seq.lookup 3 b6, b6 Seq.!? 40, Seq.index b6 2 `seq` length b6 )

-- | Sorting: sort, sortBy, sortOn, unstableSort, stability of sortOn.
sorting :: ([Int], [Int], [(Int, Char)], [Int], [(Int, Char)])
sorting =
  let s = Seq.fromList [5, 3, 9, 1, 5, 7, 2, 8, 0, 6, 4, 3 :: Int]
      ps = Seq.fromList (zip [3, 1, 2, 1, 3, 2 :: Int] "abcdef")
  in ( toList (Seq.sort s), toList (Seq.sortBy (flip compare) s), toList (Seq.sortOn fst ps)
     , toList (Seq.unstableSort s), toList (Seq.unstableSortBy (\a b -> compare (fst a) (fst b)) ps) )

-- | Splitting and slicing.
slicing :: ([Int], [Int], ([Int], [Int]), [Int], [Int], [[Int]], [[Int]])
slicing =
  let s = Seq.fromList [1 .. 30 :: Int]
      (a, b) = Seq.splitAt 13 s
  in ( toList (Seq.take 7 s), toList (Seq.drop 25 s), (toList a, toList b)
     , toList (Seq.reverse (Seq.take 5 s)), toList (Seq.replicate 4 7)
     , map toList (toList (Seq.tails (Seq.fromList [1, 2, 3 :: Int])))
     , map toList (toList (Seq.inits (Seq.fromList [1, 2, 3 :: Int]))) )

-- | Indexed folds and maps, zips, scans, iterateN.
indexed :: (Int, [Int], [Int], [(Int, Char)], [Int], [Int], [Int])
indexed =
  let s = Seq.fromList [10, 20, 30, 40, 50 :: Int]
  in ( Seq.foldlWithIndex (\acc i x -> acc + i * x) 0 s
     , Seq.foldrWithIndex (\i x acc -> i + x : acc) [] s
     , toList (Seq.mapWithIndex (*) s)
     , toList (Seq.zip s (Seq.fromList "abc"))
     , toList (Seq.zipWith (-) s (Seq.fromList [1 .. 10]))
     , toList (Seq.scanl (+) 0 s)
     , toList (Seq.iterateN 6 (* 3) 1) )

-- | Searching and filtering.
searching :: ([Int], ([Int], [Int]), ([Int], [Int]), ([Int], [Int]), Maybe Int, Maybe Int, Maybe Int)
searching =
  let s = Seq.fromList [4, 8, 15, 16, 23, 42, 7, 1 :: Int]
      (ev, od) = Seq.partition even s
      (sp1, sp2) = Seq.spanl (< 16) s
      (br1, br2) = Seq.breakl (> 20) s
  in ( toList (Seq.filter odd s), (toList ev, toList od), (toList sp1, toList sp2)
     , (toList br1, toList br2), Seq.elemIndexL 23 s, Seq.findIndexL (> 100) s
     , Seq.findIndexL (\x -> x `mod` 7 == 0) s )

-- | The instances: Foldable, Functor, Traversable, Eq, Ord, Show, Semigroup, Monoid.
instances :: (Int, Int, Bool, Bool, Int, [Int], Maybe [Int], Bool, Bool, Ordering, String, String, [Int])
instances =
  let s = Seq.fromList [3, 1, 4, 1, 5, 9, 2, 6 :: Int]
      t = Seq.fromList [3, 1, 4, 1, 5 :: Int]
  in ( sum s, length s, elem 9 s, elem 7 s, foldr (\x acc -> x - acc) 0 s
     , toList (fmap (* 2) s), fmap toList (traverse (\x -> if x > 0 then Just x else Nothing) s)
     , s == s, s == t, compare t s, show t, show (Seq.fromList "ab")
     , toList (t <> s <> mempty <> mconcat [t, Seq.singleton 0]) )

-- | A longer sequence: appends of appends and indexing all over it.
large :: (Int, Int, [Int], Int)
large =
  let s = foldl' (\acc k -> acc >< Seq.fromList [k * 10 .. k * 10 + k]) Seq.empty [1 .. 25 :: Int]
      r = Seq.reverse s
  in ( Seq.length s, sum [ Seq.index s i | i <- [0, 7 .. Seq.length s - 1] ]
     , toList (Seq.take 5 (Seq.drop 200 r)), foldl' (+) 0 (Seq.update 100 0 s) )

-- | Errors: GHC's messages.
indexOutside :: Int
indexOutside = Seq.index (Seq.fromList [1, 2, 3]) 3

indexNegative :: Int
indexNegative = Seq.index (Seq.fromList [1, 2, 3]) (-1)

-- | A symbolic use: deleting at a position within the buffer (or just past it) what
-- was inserted there gives the buffer back. (Outside, insertAt clamps to an end and
-- deleteAt does nothing, so the property does not hold there.)
editKeepsLength :: [Int] -> Int -> Bool
editKeepsLength xs i =
  let s = Seq.fromList xs
      s' = Seq.deleteAt i (Seq.insertAt i 0 s)
  in i < 0 || i > length xs || (Seq.length s' == length xs && toList s' == xs)

-- | The same without the guard: broken by a position outside the buffer.
editKeepsLengthAnywhere :: [Int] -> Int -> Bool
editKeepsLengthAnywhere xs i =
  let s = Seq.fromList xs
  in toList (Seq.deleteAt i (Seq.insertAt i 0 s)) == xs

-- | A planted bug: reversing a sequence through a queue drops the last element when
-- there are more than three.
reverseQueue :: [Int] -> [Int]
reverseQueue xs = go (Seq.fromList xs) []
  where
    go q acc = case viewr q of
      EmptyR -> acc
      rest :> x
        | Seq.length rest == 3 && length acc == 0 -> go rest acc
        | otherwise -> go rest (acc ++ [x])

-- | Seq arguments: the engine builds them as fromList of a symbolic list (Note
-- [Container inputs] in reduce/machine/containers.rs) and prints them as GHC's show
-- does, `fromList [4]`, which GHC reads back here (fromList is in scope).
secondAfterBig :: Seq Int -> Int
secondAfterBig s = case viewl s of
  x :< rest | x > 3 -> Seq.index rest 1
  _ -> 0

lengthAgrees :: Seq Int -> Bool
lengthAgrees s = Seq.length s == length (toList s) && toList (Seq.reverse (Seq.reverse s)) == toList s

-- | The queues above, run.
queues :: ([Int], [Int], [Int], [Int])
queues = (bfs 20, bfsPatterns 40, windowSums 3 [1 .. 10], reverseQueue [1 .. 6])

-- | The rest of the API: searching from both ends, builders, the Applicative and
-- Monad instances, traversals, Read.
moreSearching :: ([Int], [Int], [Int], [Int], ([Int], [Int]), ([Int], [Int]), [Int], Maybe Int, Maybe Int, ([Int], [Int]))
moreSearching =
  let s = Seq.fromList [5, 1, 4, 1, 5, 9, 2, 6, 5, 3 :: Int]
  in ( toList (Seq.scanl1 (+) s), toList (Seq.scanr (+) 0 s), toList (Seq.takeWhileL (> 0) s), toList (Seq.dropWhileL (< 5) s)
     , (\(a, b) -> (toList a, toList b)) (Seq.spanr odd s), (\(a, b) -> (toList a, toList b)) (Seq.breakr even s)
     , Seq.elemIndicesL 5 s, Seq.findIndexR (> 4) s, Seq.elemIndexR 1 s
     , (\(a, b) -> (toList a, toList b)) (Seq.unzip (Seq.zip s s)) )

moreBuilders :: ([[Int]], [Int], [Int], [Int], [Int], [Int], [(Int, Int, Int)], [Int], Int, Int, Int)
moreBuilders =
  let s = Seq.fromList [5, 1, 4, 1, 5, 9, 2, 6, 5, 3 :: Int]
  in ( map toList (toList (Seq.chunksOf 3 s)), toList (Seq.intersperse 0 (Seq.take 4 s))
     , toList (Seq.unfoldr (\n -> if n > 5 then Nothing else Just (n, n + 1)) 0)
     , toList (Seq.unfoldl (\n -> if n > 5 then Nothing else Just (n + 1, n)) 0)
     , toList (Seq.fromFunction 5 (* 2)), toList (Seq.cycleTaking 7 (Seq.fromList [1, 2, 3]))
     , toList (Seq.zip3 s s s), toList (Seq.zipWith3 (\a b c -> a + b + c) s s s)
     , maximum s, minimum s, product (Seq.take 5 s) )

moreInstances :: (Int, Int, [Int], [Int], [Int], Maybe [Int], [Int], [Int], String, [Int], Bool)
moreInstances =
  let s = Seq.fromList [5, 1, 4, 1, 5 :: Int]
  in ( foldr' (+) 0 s, foldl (-) 0 s, toList (Seq.fromList [(+ 1), (* 2)] <*> s), toList (s >>= \x -> Seq.fromList [x, x])
     , toList (Seq.replicate 3 0 *> Seq.fromList [1, 2]), fmap toList (Seq.replicateA 3 (Just 7))
     , toList (Seq.foldMapWithIndex (\i x -> Seq.singleton (i + x)) s)
     , toList (mconcat [s, s]), show (Seq.fromList [Seq.fromList [1, 2], Seq.empty :: Seq Int]), toList (pure 3 :: Seq Int), null (Seq.empty :: Seq Int) )

moreTraversals :: (Maybe [Int], [Int], Seq Int, [Int], [Int], Int, Int)
moreTraversals =
  let s = Seq.fromList [5, 1, 4, 1, 5 :: Int]
  in ( fmap toList (Seq.traverseWithIndex (\i x -> if i < 10 then Just (x * i) else Nothing) s), toList (traverse (\x -> [x]) s >>= toList)
     , read "fromList [1,2,3]", toList (3 Seq.<| 4 Seq.<| (s Seq.|> 9)), toList (Seq.sortOn negate s), Seq.length (Seq.fromList [1..1000 :: Int]), foldr1 max s )

-- | Sequences as values: g2 prints them as GHC's show does.
shown :: (Seq Int, Seq Char, Seq (Seq Int), Maybe (Seq Int), Seq Int, [Seq Char], Seq (Int, Bool))
shown = (Seq.fromList [1 .. 40], Seq.fromList "hi\n", Seq.fromList [Seq.fromList [-1, 2], Seq.empty], Just (Seq.singleton (-3)), Seq.empty, [Seq.empty], Seq.fromList [(1, True)])

-- | More errors: GHC's messages.
replicateNegative :: Seq Int
replicateNegative = Seq.replicate (-2) 0

chunksOfZero :: Seq (Seq Int)
chunksOfZero = Seq.chunksOf 0 (Seq.fromList [1, 2])

scanl1Empty :: Seq Int
scanl1Empty = Seq.scanl1 (+) Seq.empty

fromFunctionNegative :: Seq Int
fromFunctionNegative = Seq.fromFunction (-1) id

foldr1Empty :: Int
foldr1Empty = foldr1 (+) (Seq.empty :: Seq Int)

scanr1Empty :: Seq Int
scanr1Empty = Seq.scanr1 (+) Seq.empty

fromListNShort :: Seq Int
fromListNShort = E.fromListN 3 [1, 2]

-- | From the right end, Alternative, MonadZip, fromArray, IsList, cycleTaking,
-- fromFunction.
moreEnds :: ([Int], [Int], [Int], [Int], [Int], [Int], [Int], [Int], [(Int, Int)], [Int], [Int])
moreEnds =
  let s = Seq.fromList [5, 1, 4, 1, 5, 9, 2, 6, 5, 3 :: Int]
  in ( toList (Seq.scanr1 (+) s), toList (Seq.takeWhileR (> 2) s), toList (Seq.dropWhileR (> 2) s)
     , Seq.elemIndicesR 5 s, Seq.findIndicesL even s, Seq.findIndicesR even s
     , toList (Seq.zipWith4 (\a b c d -> a + b + c + d) s s s s), toList (s <|> Seq.fromList [0])
     , toList (mzip s s), toList (Seq.fromArray (A.listArray (0, 3) [7, 8, 9, 10 :: Int]))
     , toList (E.fromList [1, 2, 3] :: Seq Int) )

moreMisc :: ([Int], [Int], Seq Int, [Int], [Int], Int, [Int], [[Int]])
moreMisc =
  let s = Seq.fromList [5, 1, 4, 1, 5, 9, 2, 6, 5, 3 :: Int]
  in ( toList (Seq.takeWhileL odd s), toList (fmap (+ 1) (Seq.reverse s)), 7 <$ Seq.fromList [1, 2, 3 :: Int]
     , toList (Seq.cycleTaking 25 s), toList (Seq.unstableSortOn negate s), Seq.foldlWithIndex (\a i x -> a + i * x) 0 (Seq.fromList [1 .. 100])
     , toList (Seq.mapWithIndex (+) (Seq.fromFunction 50 (* 3))), map toList (toList (Seq.tails (Seq.fromList [1, 2 :: Int]))) )

-- | Foldable's searches and folds, deepseq, sorts in reverse order.
moreFolds :: (Bool, Bool, Int, [Int], Int, Maybe Int, Int, Bool, [Int], Int, Int, Int)
moreFolds =
  let s = Seq.fromList [5, 1, 4, 1, 5, 9, 2, 6, 5, 3 :: Int]
  in ( any even s, all (> 0) s, maximumBy (comparing negate) s, concatMap (\x -> [x, x]) s, foldl' (+) 0 (force s)
     , find (> 4) s, length (Seq.fromList "abc" `deepseq` s), notElem 7 s, toList (Seq.sortOn Down s), foldr1 (-) s, foldl1 (-) s
     , sum (fmap length (Seq.tails s)) )

moreOrders :: ([Int], [String], Int, Int, Seq Int, [Int], ([Int], [Int]))
moreOrders =
  let s = Seq.fromList [5, 1, 4, 1, 5 :: Int]
  in ( toList (Seq.unstableSortBy (comparing Down) s), toList (Seq.mapWithIndex (\i x -> show i ++ show x) s), product s, minimumBy (comparing abs) s
     , Seq.adjust' (* 2) 2 s, toList (Seq.zipWith3 (\a b c -> a * b + c) s s s), (\(a, b) -> (toList a, toList b)) (Seq.breakl (== 4) s) )

-- | The unstable sorts run containers' own pairing heap over the tree (the models
-- build containers' shapes for fromList, <|, |>, ><, fmap, reverse, filter,
-- partition and mapWithIndex), so ties come out in GHC's order.
unstableTies :: ([(Int, Int)], [(Int, Int)], [(Int, Int)], [(Int, Int)], [(Int, Int)], [Int])
unstableTies =
  let xs = zip (map (`mod` 3) [1 .. 40]) [1 ..]
      s = Seq.fromList xs
      t = foldl' (|>) Seq.empty (take 25 xs)
      u = Seq.reverse (Seq.filter (odd . snd) s) >< fmap (\(k, v) -> (k, v + 100)) t
  in ( toList (Seq.unstableSortBy (comparing fst) s), toList (Seq.unstableSortOn fst t)
     , toList (Seq.unstableSortBy (comparing fst) u)
     , toList (Seq.unstableSortBy (comparing fst) (Seq.mapWithIndex (\i (k, _) -> (k, i)) u))
     , toList (Seq.unstableSortOn (\(k, v) -> k + v `mod` 2) (fst (Seq.partition (even . snd) s)))
     , toList (Seq.unstableSort (Seq.fromList [5, 3, 9, 1, 5, 7, 2, 8, 0, 6, 4, 3 :: Int])) )
