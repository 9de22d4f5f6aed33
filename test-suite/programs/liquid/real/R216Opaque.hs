-- G2-EXPECT: useHash safe
-- G2-EXPECT: bucketOf safe
-- G2-EXPECT: bucketBad concrete blame=mod
module R216Opaque where

{-@ opaque-reflect hashInt @-}
hashInt :: Int -> Int
hashInt x = (x * 31 + 7) `mod` 1000003

{-@ useHash :: Int -> Int @-}
useHash :: Int -> Int
useHash x = hashInt x + hashInt (x + 1)

{-@ bucketOf :: Int -> {n:Int | n > 0} -> Nat @-}
bucketOf :: Int -> Int -> Int
bucketOf x n = hashInt x `mod` n

-- Bug: zero buckets: bucketBad 0 0.
{-@ bucketBad :: Int -> Nat -> Int @-}
bucketBad :: Int -> Int -> Int
bucketBad x n = hashInt x `mod` n
