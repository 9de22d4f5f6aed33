-- Concrete code written the way a Haskell programmer writes it, independently of the
-- engine's own examples: primes by trial division, Collatz chain lengths, insertion
-- sort, a strict left fold, and word counts. No symbolic inputs: `g2 Everyday.hs
-- everyday` runs it, `ghc -e everyday Everyday.hs` is the peer.
module Everyday where

import Data.Char (isAlpha, toLower)
import Data.List (foldl', group, sort, sortBy)
import Data.Ord (Down (..), comparing)

primesUpTo :: Int -> [Int]
primesUpTo n = [p | p <- [2 .. n], isPrime p]
  where
    isPrime p = all (\d -> p `mod` d /= 0) (takeWhile (\d -> d * d <= p) [2 ..])

collatzLength :: Int -> Int
collatzLength = go 1
  where
    go acc 1 = acc
    go acc k
      | even k = go (acc + 1) (k `div` 2)
      | otherwise = go (acc + 1) (3 * k + 1)

longestCollatz :: Int -> (Int, Int)
longestCollatz n = foldl' step (1, 1) [1 .. n]
  where
    step best@(_, len) k =
      let l = collatzLength k in if l > len then (k, l) else best

insertionSort :: Ord a => [a] -> [a]
insertionSort = foldr insert []
  where
    insert x [] = [x]
    insert x (y : ys)
      | x <= y = x : y : ys
      | otherwise = y : insert x ys

pseudoRandom :: Int -> [Int]
pseudoRandom seed = tail (iterate (\x -> (x * 1103515245 + 12345) `mod` 2147483648) seed)

wordCounts :: String -> [(String, Int)]
wordCounts text =
  take 3 (sortBy (comparing (Down . snd)) [(head ws, length ws) | ws <- group (sort (words cleaned))])
  where
    cleaned = map (\c -> if isAlpha c then toLower c else ' ') text

passage :: String
passage = concat (replicate 20 "The quick brown fox jumps over the lazy dog; the dog sleeps, the fox runs. ")

everyday :: String
everyday =
  show (sum (primesUpTo 3000))
    ++ " " ++ show (longestCollatz 3000)
    ++ " " ++ show (take 5 (insertionSort (map (`mod` 1000) (take 300 (pseudoRandom 42)))))
    ++ " " ++ show (foldl' (+) 0 [x * x `mod` 7 | x <- [1 .. 20000 :: Int]])
    ++ " " ++ show (wordCounts passage)
