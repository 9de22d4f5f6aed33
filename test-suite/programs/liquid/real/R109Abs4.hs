-- G2-EXPECT: lenOf safe
-- G2-EXPECT: nonEmptyAfter abstract blame=consW
{-@ LIQUID "--expect-any-error" @-}
module R109Abs4 where

{-@ measure llen @-}
{-@ llen :: [a] -> Nat @-}
llen :: [a] -> Int
llen [] = 0
llen (_ : xs) = 1 + llen xs

{-@ consW :: a -> xs:[a] -> {v:[a] | llen v >= 0} @-}
consW :: a -> [a] -> [a]
consW x xs = x : xs

{-@ lenOf :: xs:[a] -> {v:Int | v = llen xs} @-}
lenOf :: [a] -> Int
lenOf [] = 0
lenOf (_ : xs) = 1 + lenOf xs

-- Correct, but consW only promises a length of at least 0.
{-@ nonEmptyAfter :: a -> [a] -> {v:[a] | llen v > 0} @-}
nonEmptyAfter :: a -> [a] -> [a]
nonEmptyAfter x xs = consW x xs
