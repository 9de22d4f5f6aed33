-- G2-EXPECT: mkRow safe
-- G2-EXPECT: addRows safe
-- G2-EXPECT: appendRow concrete
{-@ LIQUID "--no-termination" @-}
module R227Type2 where

{-@ type RowN N = {v:[Int] | len v = N} @-}
{-@ type GridN R C = {v:[RowN C] | len v = R} @-}

{-@ mkRow :: n:Nat -> RowN n @-}
mkRow :: Int -> [Int]
mkRow n = replicate n 0

{-@ addRows :: n:Nat -> RowN n -> RowN n -> RowN n @-}
addRows :: Int -> [Int] -> [Int] -> [Int]
addRows _ xs ys = zipWith (+) xs ys

-- Bug: appending a row keeps the count of rows: appendRow 0 0 [] gives one row, not zero.
{-@ appendRow :: r:Nat -> c:Nat -> GridN r c -> GridN r c @-}
appendRow :: Int -> Int -> [[Int]] -> [[Int]]
appendRow _ c g = g ++ [replicate c 0]
