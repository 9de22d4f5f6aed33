-- G2-EXPECT: getOr safe
-- G2-EXPECT: lookupDefault safe
module R008Maybe where

import Data.Maybe (fromJust, isJust)

{-@ getOr :: a -> Maybe a -> a @-}
getOr :: a -> Maybe a -> a
getOr d m = if isJust m then fromJust m else d

{-@ lookupDefault :: Int -> [(Int, Int)] -> Int @-}
lookupDefault :: Int -> [(Int, Int)] -> Int
lookupDefault k kvs = getOr 0 (lookup k kvs)
