-- G2-EXPECT: countdown safe
-- G2-EXPECT: descending safe
-- G2-EXPECT: countupBad concrete
module R080Decr where

{-@ type DList a = [a]<{\x v -> x > v}> @-}

{-@ countdown :: Nat -> DList Int @-}
countdown :: Int -> [Int]
countdown 0 = [0]
countdown n = n : countdown (n - 1)

{-@ descending :: DList Int -> Bool @-}
descending :: [Int] -> Bool
descending _ = True

-- Bug: counts up, the order is increasing: countupBad 1 = [0, 1].
{-@ countupBad :: Nat -> DList Int @-}
countupBad :: Int -> [Int]
countupBad n = go 0
  where go i = if i > n then [] else i : go (i + 1)
