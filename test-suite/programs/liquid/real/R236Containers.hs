-- G2-EXPECT: lookupDefault concrete
-- G2-CHECK: lookupDefault \k m _ -> M.notMember k m
-- G2-EXPECT: lookupOr0 safe
-- G2-EXPECT: smallest safe
-- G2-EXPECT: keysBad concrete
-- G2-CHECK: keysBad \m _ -> M.null m
module R236Containers where

import qualified Data.Map as M
import qualified Data.Set as S

-- Refinements inside Data.Map's and Data.Set's types: every value (and key) of an
-- input meets them. They used to leave the function unchecked, with a warning only.

-- Bug: a missing key gives -1.
{-@ lookupDefault :: k:Int -> M.Map Int Nat -> Nat @-}
lookupDefault :: Int -> M.Map Int Int -> Int
lookupDefault k m = M.findWithDefault (-1) k m

{-@ lookupOr0 :: k:Int -> M.Map Int Nat -> Nat @-}
lookupOr0 :: Int -> M.Map Int Int -> Int
lookupOr0 k m = M.findWithDefault 0 k m

-- The smallest of positive numbers, or 1.
{-@ smallest :: S.Set Pos -> Pos @-}
smallest :: S.Set Int -> Int
smallest s = if S.null s then 1 else S.findMin s

-- Bug: an empty map has no keys, and the sum of none is 0.
{-@ keysBad :: M.Map Pos Int -> Pos @-}
keysBad :: M.Map Int Int -> Int
keysBad m = sum (M.keys m)
