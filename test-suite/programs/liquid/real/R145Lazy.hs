-- G2-EXPECT: ones safe
-- G2-EXPECT: firstN abstract blame=ones
-- G2-EXPECT: firstNBad concrete
{-@ LIQUID "--expect-any-error" @-}
module R145Lazy where

{-@ lazy ones @-}
{-@ ones :: [{v:Int | v = 1}] @-}
ones :: [Int]
ones = 1 : ones

-- Correct, but ones's specification does not say the list is infinite.
{-@ firstN :: n:Nat -> {v:[Int] | len v = n} @-}
firstN :: Int -> [Int]
firstN n = take n ones

-- Bug: one element too many: firstNBad 0 = [1].
{-@ firstNBad :: n:Nat -> {v:[Int] | len v = n} @-}
firstNBad :: Int -> [Int]
firstNBad n = take (n + 1) ones
