-- G2-EXPECT: useFast safe
-- G2-EXPECT: useFastBad concrete
-- G2-CHECK: useFastBad \x r -> r <= 1
{-@ LIQUID "--no-termination" @-}
{-@ LIQUID "--expect-any-error" @-}
module R177Ignore where

{-@ ignore fastAbs @-}
{-@ fastAbs :: x:Int -> {v:Int | v >= 0} @-}
fastAbs :: Int -> Int
fastAbs x = if x < 0 then negate x else x

{-@ useFast :: Int -> Nat @-}
useFast :: Int -> Int
useFast x = fastAbs x + fastAbs (x - 1)

-- Bug: the sum of distances to 0 and 1 is 1 in between: useFastBad 0.
{-@ useFastBad :: Int -> {v:Int | v > 1} @-}
useFastBad :: Int -> Int
useFastBad x = fastAbs x + fastAbs (x - 1)
