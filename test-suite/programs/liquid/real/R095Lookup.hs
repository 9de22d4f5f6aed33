-- G2-EXPECT: lookupAll safe
-- G2-EXPECT: lookupIdx concrete blame=!!
{-@ LIQUID "--expect-any-error" @-}
module R095Lookup where

{-@ lookupAll :: Eq k => k -> [(k, v)] -> [v] @-}
lookupAll :: Eq k => k -> [(k, v)] -> [v]
lookupAll k kvs = [v | (k', v) <- kvs, k == k']

-- Bug: the index is found in one list and used in a shorter one: lookupIdx 0 [0] [].
{-@ lookupIdx :: Int -> [Int] -> [Int] -> Int @-}
lookupIdx :: Int -> [Int] -> [Int] -> Int
lookupIdx k keys vals = case lookup k (zip keys [0 ..]) of
  Nothing -> 0
  Just i -> vals !! i
