-- G2-EXPECT: row safe
-- G2-EXPECT: cell safe
module R034Matrix where

{-@ type Idx X = {i:Nat | i < len X} @-}

{-@ row :: m:[[Int]] -> Idx m -> [Int] @-}
row :: [[Int]] -> Int -> [Int]
row m i = m !! i

{-@ cell :: m:[[Int]] -> i:Idx m -> Nat -> Int @-}
cell :: [[Int]] -> Int -> Int -> Int
cell m i j = let r = row m i in if j < length r then r !! j else 0
