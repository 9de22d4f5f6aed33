-- G2-EXPECT: getOr safe
-- G2-EXPECT: forceJust concrete blame=fromJust
-- G2-EXPECT: lookupDefault safe
-- G2-EXPECT: lookupForce concrete blame=fromJust
module R008Maybe where

import Data.Maybe (fromJust, isJust)

{-@ getOr :: a -> Maybe a -> a @-}
getOr :: a -> Maybe a -> a
getOr d m = if isJust m then fromJust m else d

-- Bug: Nothing: forceJust Nothing.
{-@ forceJust :: Maybe Int -> Int @-}
forceJust :: Maybe Int -> Int
forceJust m = fromJust m + 1

{-@ lookupDefault :: Int -> [(Int, Int)] -> Int @-}
lookupDefault :: Int -> [(Int, Int)] -> Int
lookupDefault k kvs = getOr 0 (lookup k kvs)

-- Bug: the key may be missing: lookupForce 0 [].
{-@ lookupForce :: Int -> [(Int, Int)] -> Int @-}
lookupForce :: Int -> [(Int, Int)] -> Int
lookupForce k kvs = fromJust (lookup k kvs)
