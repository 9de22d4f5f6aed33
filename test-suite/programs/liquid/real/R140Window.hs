-- G2-EXPECT: windows safe
-- G2-EXPECT: movingSum safe
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
