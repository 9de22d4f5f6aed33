-- G2-EXPECT: evBad concrete
-- G2-CHECK: evBad \_ r -> odd r
-- G2-EXPECT: evOk safe
-- G2-EXPECT: useEven safe
-- G2-EXPECT: odBad concrete
-- G2-CHECK: odBad \_ r -> even r
-- G2-EXPECT: atLeast3 safe
-- G2-EXPECT: atLeast3Bad concrete
-- G2-CHECK: atLeast3Bad \x r -> x < 3 && r == 2
-- G2-EXPECT: bounded safe
-- G2-EXPECT: max2 safe
-- G2-EXPECT: min2Bad concrete
-- G2-CHECK: min2Bad \x y _ -> x /= y
-- G2-EXPECT: truthy safe
-- G2-EXPECT: firstJust safe
-- G2-EXPECT: leftOnly safe
-- G2-EXPECT: sndBad concrete
-- G2-CHECK: sndBad \(a, b) _ -> a /= b
module R232Builtins where

-- LiquidHaskell's built-in aliases and measures (its Prelude's specification), used
-- without defining or importing them: Even, Odd, GeInt N, BNat N, TT, the predicates
-- Max and Min, and the measures isJust, isLeft and snd (no import of Data.Maybe or
-- Data.Either). Each used to be read as a plain Int (Even, GeInt: a dropped
-- precondition gave wrong counterexamples, a dropped postcondition missed bugs) or
-- rejected the whole module (Max, isJust).

-- Bug: 2x + 1 is odd.
{-@ evBad :: Int -> Even @-}
evBad :: Int -> Int
evBad x = 2 * x + 1

{-@ evOk :: Int -> Even @-}
evOk :: Int -> Int
evOk x = 2 * x

-- An even input is never 1.
{-@ useEven :: Even -> {v:Int | v /= 1} @-}
useEven :: Int -> Int
useEven x = x

-- Bug: 2x is even.
{-@ odBad :: Int -> Odd @-}
odBad :: Int -> Int
odBad x = 2 * x

{-@ atLeast3 :: Int -> GeInt 3 @-}
atLeast3 :: Int -> Int
atLeast3 x = max x 3

-- Bug: below 3 it returns 2.
{-@ atLeast3Bad :: Int -> GeInt 3 @-}
atLeast3Bad :: Int -> Int
atLeast3Bad x = max x 2

{-@ bounded :: BNat 5 -> {v:Int | 0 <= v && v <= 5} @-}
bounded :: Int -> Int
bounded x = x

{-@ max2 :: x:Int -> y:Int -> {v:Int | Max v x y} @-}
max2 :: Int -> Int -> Int
max2 x y = if x > y then x else y

-- Bug: the larger one, whenever they differ.
{-@ min2Bad :: x:Int -> y:Int -> {v:Int | Min v x y} @-}
min2Bad :: Int -> Int -> Int
min2Bad x y = if x < y then y else x

{-@ truthy :: Int -> TT @-}
truthy :: Int -> Bool
truthy x = x == x

{-@ firstJust :: {m:Maybe Int | isJust m} -> Int @-}
firstJust :: Maybe Int -> Int
firstJust (Just x) = x

{-@ leftOnly :: {e:Either Int Int | isLeft e} -> Int @-}
leftOnly :: Either Int Int -> Int
leftOnly (Left x) = x

-- Bug: the first component, where the second was promised.
{-@ sndBad :: p:(Int, Int) -> {v:Int | v = snd p} @-}
sndBad :: (Int, Int) -> Int
sndBad (a, _) = a
