-- G2-EXPECT: myLength safe
-- G2-EXPECT: myReplicate safe
-- G2-EXPECT: myReplicateBad concrete
{-@ LIQUID "--no-termination" @-}
module R051Len where

{-@ myLength :: xs:[a] -> {v:Nat | v = len xs} / [len xs] @-}
myLength :: [a] -> Int
myLength [] = 0
myLength (_ : xs) = 1 + myLength xs

{-@ myReplicate :: n:Nat -> a -> {v:[a] | len v = n} / [n] @-}
myReplicate :: Int -> a -> [a]
myReplicate 0 _ = []
myReplicate n x = x : myReplicate (n - 1) x

-- Bug: one element too many: myReplicateBad 0 0 = [0].
{-@ myReplicateBad :: n:Nat -> a -> {v:[a] | len v = n} @-}
myReplicateBad :: Int -> a -> [a]
myReplicateBad n x = if n <= 0 then [x] else x : myReplicateBad (n - 1) x
