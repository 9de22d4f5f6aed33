-- Data.Array as programs use it, checked against GHC: dynamic programming over a lazy
-- array that refers to itself, accumArray histograms, 2-D and Char indices, updates
-- (//), bounds and folds, show, and mutable arrays in ST (STArray, runSTArray). The
-- last functions take symbolic indices (the symbolic group of the corpus).
{-# LANGUAGE MagicHash, UnboxedTuples #-}
module Arrays where

import Control.Monad (forM_, when)
import Control.Monad.ST (ST, runST)
import Data.Array
import Data.Array.ST (STArray, newArray, readArray, writeArray, runSTArray, getBounds)
import Data.STRef (newSTRef, readSTRef, modifySTRef')
import GHC.Exts (copyMutableArray#, indexArray#, newArray#, readArray#, unsafeFreezeArray#, writeArray#)
import GHC.ST (ST (..))

-- Longest common subsequence, the textbook lazy table.
lcs :: String -> String -> Int
lcs xs ys = table ! (0, 0)
  where
    n = length xs
    m = length ys
    xa = listArray (0, n - 1) xs
    ya = listArray (0, m - 1) ys
    table = array ((0, 0), (n, m)) [((i, j), go i j) | i <- [0 .. n], j <- [0 .. m]]
    go i j
      | i == n || j == m = 0
      | xa ! i == ya ! j = 1 + table ! (i + 1, j + 1)
      | otherwise = max (table ! (i + 1, j)) (table ! (i, j + 1))

c01 :: [Int]
c01 = [lcs "kitten" "sitting", lcs "haskell" "pascal", lcs "" "abc", lcs "abcbdab" "bdcaba"]

-- 0/1 knapsack over a 1-D table per item.
knapsack :: Int -> [(Int, Int)] -> Int
knapsack cap items = final ! cap
  where
    start = listArray (0, cap) (replicate (cap + 1) 0)
    final = foldl step start items
    step t (w, v) = listArray (0, cap) [if c >= w then max (t ! c) (v + t ! (c - w)) else t ! c | c <- [0 .. cap]]

c02 :: Int
c02 = knapsack 10 [(5, 10), (4, 40), (6, 30), (3, 50)]

histogram :: String -> Array Char Int
histogram s = accumArray (+) 0 ('a', 'e') [(c, 1) | c <- s, c >= 'a', c <= 'e']

c03 :: (Array Char Int, [(Char, Int)], Int)
c03 = (h, filter ((> 0) . snd) (assocs h), sum (elems h))
  where h = histogram "abracadabra deed"

c04 :: (Array Int Int, (Int, Int), [Int], Array Int Int)
c04 = (a // [(2, 99), (4, -1)], bounds a, indices a, fmap (* 2) a)
  where a = listArray (1, 5) [10, 20, 30, 40, 50]

fibs :: Int -> Array Int Integer
fibs n = t where t = listArray (0, n) [if i < 2 then toInteger i else t ! (i - 1) + t ! (i - 2) | i <- [0 .. n]]

c05 :: (Integer, Integer)
c05 = (fibs 90 ! 90, sum (elems (fibs 20)))

grid :: Array (Int, Int) Char
grid = listArray ((0, 0), (2, 3)) "abcdefghijkl"

c06 :: (Char, String, [Char], Bool)
c06 = (grid ! (1, 2), [grid ! (r, 3) | r <- [0 .. 2]], elems (ixmap ((0, 0), (1, 1)) (\(r, c) -> (c, r)) grid), inRange (bounds grid) (3, 0))

-- Sieve of Eratosthenes in ST.
sieve :: Int -> [Int]
sieve n = [i | (i, True) <- assocs marks]
  where
    marks = runSTArray $ do
      arr <- newArray (2, n) True
      forM_ [2 .. n] $ \i -> do
        isP <- readArray arr i
        when (isP && i * i <= n) $ forM_ [i * i, i * i + i .. n] $ \j -> writeArray arr j False
      return arr

c07 :: [Int]
c07 = sieve 60

-- An STArray with an STRef counter, and bounds read back.
bubble :: [Int] -> ([Int], Int)
bubble xs = runST $ do
  let n = length xs
  arr <- newArray (0, n - 1) 0 :: ST' s
  forM_ (zip [0 ..] xs) $ \(i, x) -> writeArray arr i x
  swaps <- newSTRef (0 :: Int)
  (lo, hi) <- getBounds arr
  forM_ [hi, hi - 1 .. lo + 1] $ \end -> forM_ [lo .. end - 1] $ \i -> do
    a <- readArray arr i
    b <- readArray arr (i + 1)
    when (a > b) $ do
      writeArray arr i b
      writeArray arr (i + 1) a
      modifySTRef' swaps (+ 1)
  sorted <- mapM (readArray arr) [lo .. hi]
  k <- readSTRef swaps
  return (sorted, k)

type ST' s = ST s (STArray s Int Int)

c08 :: ([Int], Int)
c08 = bubble [5, 1, 4, 2, 8, 0]

-- Out of range: the error GHC raises.
c09 :: Int
c09 = listArray (0, 2) [1, 2, 3 :: Int] ! 5

-- The primops themselves: an element read by indexArray# keeps its value when its slot
-- is written after (through an alias frozen in place), and a slot copied onto itself.
alias :: Int -> Int
alias k = runST (ST (\s0 -> case newArray# 1# k s0 of
  (# s1, marr #) -> case unsafeFreezeArray# marr s1 of
    (# s2, arr #) -> case indexArray# arr 0# of
      (# x #) -> case writeArray# marr 0# (k + 1) s2 of
        s3 -> (# s3, x #)))

selfCopy :: Int -> Int
selfCopy k = runST (ST (\s0 -> case newArray# 1# k s0 of
  (# s1, marr #) -> case unsafeFreezeArray# marr s1 of
    (# s2, arr #) -> case indexArray# arr 0# of
      (# x #) -> x `seq` case copyMutableArray# marr 0# marr 0# 1# s2 of
        s3 -> readArray# marr 0# s3))

c10 :: (Int, Int)
c10 = (alias 5, selfCopy 7)

run :: String
run = show (c01, c02, c03, c04) ++ show (c05, c06, c07, c08, c10)

table :: Array Int Int
table = listArray (0, 9) [3, 1, 4, 1, 5, 9, 2, 6, 5, 3]

lookupAt :: Int -> Int
lookupAt i = table ! i

-- Binary search that narrows too far on the left (m - 2): misses some elements.
bsearch :: Array Int Int -> Int -> Maybe Int
bsearch a x = go lo hi
  where
    (lo, hi) = bounds a
    go l h
      | l > h = Nothing
      | otherwise =
          let m = (l + h) `div` 2
           in case compare (a ! m) x of
                EQ -> Just m
                LT -> go (m + 1) h
                GT -> go l (m - 2)

findIn :: Int -> Maybe Int
findIn = bsearch (listArray (0, 7) [1, 3, 5, 7, 9, 11, 13, 15])

swapped :: Int -> Int -> [Int]
swapped i j = elems (table // [(i, table ! j), (j, table ! i)])
