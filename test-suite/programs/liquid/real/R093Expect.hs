-- G2-EXPECT: ok safe
-- G2-EXPECT: bad concrete
-- G2-CHECK: bad \x r -> r <= x
{-@ LIQUID "--expect-any-error" @-}
module R093Expect where

{-@ ok :: x:Int -> {v:Int | v > x} @-}
ok :: Int -> Int
ok x = x + 1

-- Bug: subtracts: bad 0 = -1.
{-@ bad :: x:Int -> {v:Int | v > x} @-}
bad :: Int -> Int
bad x = x - 1
