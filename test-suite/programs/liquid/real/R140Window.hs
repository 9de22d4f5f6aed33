-- G2-EXPECT: windows safe
-- G2-EXPECT: movingSum safe
-- G2-EXPECT: movingAvg concrete blame=div
module R140Window where

import Language.Haskell.Liquid.Prelude

{-@ windows :: {k:Int | k > 0} -> [a] -> [[a]] @-}
windows :: Int -> [a] -> [[a]]
windows k xs
  | length xs < k = []
  | otherwise = take k xs : windows k (tail xs)

{-@ movingSum :: {k:Int | k > 0} -> [Int] -> [Int] @-}
movingSum :: Int -> [Int] -> [Int]
movingSum k xs = map sum (windows k xs)

-- Bug: a window of size 0 reaches the division in the else branch: movingAvg 0 [].
{-@ movingAvg :: Nat -> [Int] -> [Int] @-}
movingAvg :: Int -> [Int] -> [Int]
movingAvg k xs = if k > 0 then [s `div` k | s <- movingSum k xs] else [sum xs `div` k]
