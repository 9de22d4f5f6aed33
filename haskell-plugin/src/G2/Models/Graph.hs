{-# OPTIONS_GHC -O0 -fno-ignore-interface-pragmas -fno-omit-interface-pragmas -fexpose-all-unfoldings #-}
{-# LANGUAGE MagicHash #-}
{-# LANGUAGE NoImplicitPrelude #-}
{-# LANGUAGE ScopedTypeVariables #-}
{-# LANGUAGE UnboxedTuples #-}
-- | Models of Data.Graph's code without unfoldings: containers 0.6.4.1's algorithms
-- over the real 'Graph' (an 'Array' of adjacency lists; Note [Containers models] in
-- "G2.Models.Map"). The workers take a graph's bounds and its 'Array#' unboxed, as
-- GHC's worker/wrapper split left them.
--
-- containers' depth-first search (@dfs g vs = prune (bounds g) (map (generate g) vs)@)
-- marks visited vertices in a bitset in strict 'ST'; the model marks them in an
-- 'IntSet', visiting the same vertices in the same order, and returns the forest only
-- once the whole search is done, as @runST@ does: a vertex out of the graph's bounds
-- fails with @g ! v@'s error (GHC's @Ix{Int}.index: Index (5) out of range ((0,2))@)
-- whatever part of the forest is demanded.
module G2.Models.Graph
  ( wDfs, postorderF, preorderF, swapEdges, sccNodes, wGraphFromEdges
  ) where

import Data.Graph (Graph, Vertex)
import qualified Data.IntSet as IntSet
import Data.Maybe (mapMaybe)
import Data.List (sortBy)
import Data.Tree (Tree (..))
import GHC.Arr (Array (..), array, (!))
import GHC.Base (map, seq)
import GHC.Classes (Ord (..))
import GHC.List (length, zipWith)
import GHC.Maybe (Maybe (..))
import GHC.Num (Num (..))
import GHC.Prim (Array#, Int#, (+#), (-#), (<=#))
import GHC.Real (div)
import GHC.Types (Bool (..), Int (..), Ordering (..), isTrue#)

-- | @dfs@'s worker: the graph's bounds and its array.
wDfs :: Int# -> Int# -> Array# [Vertex] -> [Vertex] -> [Tree Vertex]
wDfs lo hi arr vs =
  let n = if isTrue# (lo <=# hi) then I# ((hi -# lo) +# 1#) else I# 0#
      g = Array (I# lo) (I# hi) n arr
      generate v = Node v (map generate (g ! v))
  in case chop IntSet.empty (map generate vs) of
       (# visited, forest #) -> visited `seq` forest

-- | containers' @chop@: the forest pruned of every vertex already visited, left to
-- right and depth first, with the set of vertices visited after it.
chop :: IntSet.IntSet -> [Tree Vertex] -> (# IntSet.IntSet, [Tree Vertex] #)
chop m [] = (# m, [] #)
chop m (Node v ts : us)
  | IntSet.member v m = chop m us
  | True = case chop (IntSet.insert v m) ts of
      (# m1, as #) -> case chop m1 us of
        (# m2, bs #) -> (# m2, Node v as : bs #)

-- | @postorderF ts acc@ (behind topSort, reverseTopSort and scc):
-- @postorder (Node a ts) = postorderF ts . (a :)@, @postorderF = foldr (.) id . map postorder@.
postorderF :: [Tree a] -> [a] -> [a]
postorderF [] acc = acc
postorderF (Node a ts : us) acc = postorderF ts (a : postorderF us acc)

-- | @preorderF' ts acc@ (behind reachable and path):
-- @preorder' (Node a ts) = (a :) . preorderF' ts@.
preorderF :: [Tree a] -> [a] -> [a]
preorderF [] acc = acc
preorderF (Node a ts : us) acc = a : preorderF ts (preorderF us acc)

-- | @reverseE@'s loop: every edge turned round.
swapEdges :: [(Vertex, Vertex)] -> [(Vertex, Vertex)]
swapEdges [] = []
swapEdges ((v, w) : es) = (w, v) : swapEdges es

-- | @stronglyConnComp@'s @map get_node@ of a cyclic component.
sccNodes :: [(node, key, [key])] -> [node]
sccNodes [] = []
sccNodes ((n, _, _) : rest) = n : sccNodes rest

-- | @graphFromEdges@' worker: vertices numbered in the order of the keys (a stable
-- sort, so equal keys keep their order), a key found by binary search.
wGraphFromEdges
  :: forall key node. Ord key
  => [(node, key, [key])]
  -> (# Graph, Vertex -> (node, key, [key]), key -> Maybe Vertex #)
wGraphFromEdges edges0 = (# graph, \v -> vertexMap ! v, keyVertex #)
  where
    maxV = length edges0 - 1
    bounds0 = (0, maxV) :: (Vertex, Vertex)
    sortedEdges = sortBy (\(_, k1, _) (_, k2, _) -> compare k1 k2) edges0
    edges1 = zipWith (,) [0 ..] sortedEdges
    graph = array bounds0 [ (v, keysToVertices ks) | (v, (_, _, ks)) <- edges1 ]
    keyMap = array bounds0 [ (v, k) | (v, (_, k, _)) <- edges1 ]
    vertexMap = array bounds0 edges1
    keyVertex :: key -> Maybe Vertex
    keyVertex k = findVertex 0 maxV
      where
        findVertex a b
          | a > b = Nothing
          | True =
              let mid = a + (b - a) `div` 2
              in case compare k (keyMap ! mid) of
                   LT -> findVertex a (mid - 1)
                   EQ -> Just mid
                   GT -> findVertex (mid + 1) b
    keysToVertices = mapMaybe keyVertex
