-- Word frequencies with Data.Map over a generated text, the top words by count,
-- bigram counts, and the set of distinct word lengths.
module P02WordFreq where

import qualified Data.Map.Strict as M
import qualified Data.Set as S
import Data.Char (toLower, isAlpha)
import Data.List (sortBy, foldl')
import Data.Ord (comparing, Down (..))

vocabulary :: [String]
vocabulary = words "the quick brown fox jumps over lazy dog while a cat sleeps under warm sun and birds sing in tall green trees near river bank"

corpus :: Int -> String
corpus n = unwords [pick i | i <- [1 .. n]]
  where
    pick i = let w = vocabulary !! ((i * i + 3 * i) `mod` length vocabulary)
              in if i `mod` 7 == 0 then capitalize w ++ "." else w
    capitalize (c : cs) = c : cs
    capitalize [] = []

normalize :: String -> [String]
normalize = words . map toLower . filter (\c -> isAlpha c || c == ' ')

frequencies :: [String] -> M.Map String Int
frequencies = foldl' (\m w -> M.insertWith (+) w 1 m) M.empty

topN :: Int -> M.Map String Int -> [(String, Int)]
topN n = take n . sortBy (comparing (Down . snd) <> comparing fst) . M.toList

bigrams :: [String] -> M.Map (String, String) Int
bigrams ws = M.fromListWith (+) [((a, b), 1) | (a, b) <- zip ws (tail ws)]

lengthsSet :: [String] -> S.Set Int
lengthsSet = S.fromList . map length

p02 :: String
p02 =
  let ws = normalize (corpus 60000)
      freq = frequencies ws
      bg = bigrams ws
   in show (topN 8 freq)
        ++ " " ++ show (M.size freq)
        ++ " " ++ show (M.size bg, take 3 (sortBy (comparing (Down . snd)) (M.toList bg)))
        ++ " " ++ show (S.toList (lengthsSet ws))
        ++ " " ++ show (M.foldr (+) 0 freq)
