-- G2-EXPECT: get safe
-- G2-EXPECT: set safe
-- G2-EXPECT: density safe
{-@ LIQUID "--no-termination" @-}
module R219Sparse where

data Sparse = Sparse { dim :: Int, entries :: [(Int, Int)] }
  deriving (Show, Eq)

{-@ data Sparse = Sparse { dim :: Nat, entries :: [({i:Nat | i < dim}, Int)] } @-}

{-@ get :: s:Sparse -> {i:Nat | i < dim s} -> Int @-}
get :: Sparse -> Int -> Int
get (Sparse _ es) i = maybe 0 id (lookup i es)

{-@ set :: s:Sparse -> {i:Nat | i < dim s} -> Int -> {v:Sparse | dim v = dim s} @-}
set :: Sparse -> Int -> Int -> Sparse
set (Sparse n es) i x = Sparse n ((i, x) : filter ((/= i) . fst) es)

{-@ density :: {s:Sparse | dim s > 0} -> Int @-}
density :: Sparse -> Int
density (Sparse n es) = (100 * length es) `div` n
