-- G2-EXPECT: countdown abstract blame=countdown
-- G2-EXPECT: descending safe
module R080Decr where

{-@ type DList a = [a]<{\x v -> x > v}> @-}

-- Correct, but its own specification is not inductive: the recursive result is some
-- decreasing list of Ints, not one below n, so n : result is not known decreasing.
{-@ countdown :: Nat -> DList Int @-}
countdown :: Int -> [Int]
countdown 0 = [0]
countdown n = n : countdown (n - 1)

{-@ descending :: DList Int -> Bool @-}
descending :: [Int] -> Bool
descending _ = True
