-- G2-EXPECT: sortedInsert abstract blame=sortedInsert
-- G2-EXPECT: sortedCons concrete
module R155Lifted2 where

{-@ measure isSorted @-}
isSorted :: [Int] -> Bool
isSorted [] = True
isSorted (x : xs) = case xs of
  [] -> True
  (y : _) -> x <= y && isSorted xs

-- Correct, but its own specification is too weak for the recursive call: isSorted of
-- the recursive result says nothing about its head, so x : result is not known sorted.
{-@ sortedInsert :: Int -> {xs:[Int] | isSorted xs} -> {v:[Int] | isSorted v} @-}
sortedInsert :: Int -> [Int] -> [Int]
sortedInsert y [] = [y]
sortedInsert y (x : xs)
  | y <= x = y : x : xs
  | otherwise = x : sortedInsert y xs

-- Bug: consing a larger element: sortedCons 1 [0].
{-@ sortedCons :: Int -> {xs:[Int] | isSorted xs} -> {v:[Int] | isSorted v} @-}
sortedCons :: Int -> [Int] -> [Int]
sortedCons y xs = y : xs
