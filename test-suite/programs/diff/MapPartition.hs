-- | Map and Set functions whose code containers ships without (loop breakers and their
-- workers): partition on Map and Set, mapMaybe, keysSet, elemAt (G2.Models.Map,
-- G2.Models.Set). Checked against GHC.
module MapPartition where

import Data.Map (fromList)
import qualified Data.Map as M
import qualified Data.Set as S

stock :: M.Map String Int
stock = M.fromList [("apple", 3), ("pear", 0), ("fig", 12), ("kiwi", 7), ("plum", 0), ("lime", 1)]

inStock, soldOut :: M.Map String Int
(inStock, soldOut) = M.partition (> 0) stock

halves :: M.Map String Int
halves = M.mapMaybe (\n -> if even n then Just (n `div` 2) else Nothing) stock

evens :: (S.Set Int, S.Set Int)
evens = S.partition even (S.fromList [1 .. 20])

-- | A user's function over a symbolic map: the item at an index, in key order.
nth :: Int -> M.Map Int Char -> Maybe (Int, Char)
nth i m = if i >= 0 && i < M.size m then Just (M.elemAt i m) else Nothing

-- | A predicate that fails on two elements: which error is raised depends on the
-- order partition evaluates them in (containers: the node's own binding first).
failing :: (M.Map Int Int, M.Map Int Int)
failing = M.partition (\v -> if v == 2 then error "two" else if v == 3 then error "three" else v > 0) (M.fromList [(k, k) | k <- [1 .. 5]])

run :: String
run = show (inStock, soldOut, halves, M.keysSet stock, evens, M.elemAt 2 stock, M.partitionWithKey (\k _ -> k < "l") stock)
  ++ show failing

