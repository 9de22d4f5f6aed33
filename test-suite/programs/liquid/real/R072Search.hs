-- G2-EXPECT: bsearch safe
{-@ LIQUID "--no-termination" @-}
module R072Search where

import Language.Haskell.Liquid.Prelude

{-@ qualif Mid(v:int, lo:int, hi:int): lo <= v && v < hi @-}

{-@ bsearch :: Int -> xs:[Int] -> {lo:Nat | lo <= len xs} -> {hi:Nat | hi <= len xs} -> Maybe Int @-}
bsearch :: Int -> [Int] -> Int -> Int -> Maybe Int
bsearch k xs lo hi
  | lo >= hi = Nothing
  | otherwise =
      let mid = lo + (hi - lo) `div` 2
          x = xs !! mid
      in if x == k then Just mid
         else if x < k then bsearch k xs (mid + 1) hi
         else bsearch k xs lo mid
