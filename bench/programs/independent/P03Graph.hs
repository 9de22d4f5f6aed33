-- Graph search: BFS on a grid maze with a Data.Set visited set and Data.Map
-- distances, connected components of a sparse graph, and a DFS topological order.
module P03Graph where

import qualified Data.Map as M
import qualified Data.Set as S
import Data.Maybe (fromMaybe)

type Pos = (Int, Int)

size :: Int
size = 60

wall :: Pos -> Bool
wall (x, y) = (x * 7 + y * 13) `mod` 11 == 0 && (x, y) /= (0, 0) && (x, y) /= (size - 1, size - 1)

neighbours :: Pos -> [Pos]
neighbours (x, y) =
  [ p | p@(a, b) <- [(x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)],
        a >= 0, b >= 0, a < size, b < size, not (wall p) ]

bfs :: Pos -> M.Map Pos Int
bfs start = go (S.singleton start) [start] (M.singleton start 0)
  where
    go _ [] dist = dist
    go seen (p : queue) dist =
      let d = dist M.! p
          new = [n | n <- neighbours p, not (S.member n seen)]
          seen' = foldr S.insert seen new
          dist' = foldr (\n -> M.insert n (d + 1)) dist new
       in go seen' (queue ++ new) dist'

edges :: Int -> M.Map Int [Int]
edges n = M.fromListWith (++) (concat [[(a, [b]), (b, [a])] | i <- [1 .. n], let a = i, let b = (i * 37) `mod` n + 1, a /= b, i `mod` 5 /= 0])

components :: Int -> Int
components n = go S.empty [1 .. n] 0
  where
    g = edges n
    go _ [] c = c
    go seen (v : vs) c
      | S.member v seen = go seen vs c
      | otherwise = go (explore seen [v]) vs (c + 1)
    explore seen [] = seen
    explore seen (v : st)
      | S.member v seen = explore seen st
      | otherwise = explore (S.insert v seen) (fromMaybe [] (M.lookup v g) ++ st)

dag :: M.Map Int [Int]
dag = M.fromList [(i, [j | j <- [i + 1 .. min 300 (i + 5)], (i + j) `mod` 3 /= 0]) | i <- [1 .. 300]]

topo :: [Int]
topo = snd (foldl visit (S.empty, []) (M.keys dag))
  where
    visit (seen, out) v
      | S.member v seen = (seen, out)
      | otherwise =
          let (seen', out') = foldl visit (S.insert v seen, out) (M.findWithDefault [] v dag)
           in (seen', v : out')

p03 :: String
p03 =
  let d = bfs (0, 0)
   in show (M.lookup (size - 1, size - 1) d, M.size d, maximum (M.elems d))
        ++ " " ++ show (components 30000)
        ++ " " ++ show (take 12 topo, length topo)
