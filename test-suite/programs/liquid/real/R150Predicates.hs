-- G2-EXPECT: inc safe
-- G2-EXPECT: scaleUp safe
module R150Predicates where

{-@ predicate Between Lo V Hi = Lo <= V && V <= Hi @-}
{-@ predicate Grows X V = V > X @-}
{-@ predicate NonNeg V = 0 <= V @-}

{-@ inc :: x:Int -> {v:Int | Grows x v} @-}
inc :: Int -> Int
inc x = x + 1

{-@ scaleUp :: {x:Int | NonNeg x} -> {v:Int | NonNeg v && v >= x} @-}
scaleUp :: Int -> Int
scaleUp x = 2 * x
