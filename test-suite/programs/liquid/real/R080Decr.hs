-- G2-EXPECT: countdown safe
-- G2-EXPECT: descending safe
module R080Decr where

{-@ type DList a = [a]<{\x v -> x > v}> @-}

{-@ countdown :: Nat -> DList Int @-}
countdown :: Int -> [Int]
countdown 0 = [0]
countdown n = n : countdown (n - 1)

{-@ descending :: DList Int -> Bool @-}
descending :: [Int] -> Bool
descending _ = True
