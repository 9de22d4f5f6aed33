-- G2-EXPECT: firstOr safe
-- G2-EXPECT: secondOr concrete blame=head
-- G2-EXPECT: lastOf concrete blame=head
{-@ LIQUID "--expect-any-error" @-}
module R001SafeHead where

{-@ firstOr :: Int -> [Int] -> Int @-}
firstOr :: Int -> [Int] -> Int
firstOr d xs = if null xs then d else head xs

-- Bug: a one-element list passes the test, and its tail is empty: secondOr 0 [0].
{-@ secondOr :: Int -> [Int] -> Int @-}
secondOr :: Int -> [Int] -> Int
secondOr d xs = if null xs then d else head (tail xs)

-- Bug: reverse [] is empty: lastOf [].
{-@ lastOf :: [a] -> a @-}
lastOf :: [a] -> a
lastOf xs = head (reverse xs)
