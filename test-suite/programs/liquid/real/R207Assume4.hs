-- G2-EXPECT: safeIndexOf safe
-- G2-EXPECT: lookupBad concrete blame=!!
module R207Assume4 where

import Data.List (elemIndex)

{-@ assume elemIndex :: Eq a => a -> xs:[a] -> Maybe {v:Nat | v < len xs} @-}

{-@ safeIndexOf :: Int -> [Int] -> Int @-}
safeIndexOf :: Int -> [Int] -> Int
safeIndexOf x xs = case elemIndex x xs of
  Nothing -> -1
  Just i -> xs !! i

-- Bug: the index found in keys is used in a possibly shorter vals: lookupBad 0 [0] [].
{-@ lookupBad :: Int -> [Int] -> [Int] -> Int @-}
lookupBad :: Int -> [Int] -> [Int] -> Int
lookupBad k keys vals = case elemIndex k keys of
  Nothing -> 0
  Just i -> vals !! i
