-- G2-EXPECT: inc safe
-- G2-EXPECT: incBad concrete
-- G2-CHECK: incBad \x r -> r <= x
module R183Holes3 where

{-@ inc :: x:{_ | x >= 0} -> {v:_ | v > x} @-}
inc :: Int -> Int
inc x = x + 1

-- Bug: multiplying 0 leaves it at 0: incBad 0.
{-@ incBad :: x:{_ | x >= 0} -> {v:_ | v > x} @-}
incBad :: Int -> Int
incBad x = x * 2
