-- G2-EXPECT: inc safe
-- G2-EXPECT: scaleUp safe
-- G2-EXPECT: midBad concrete
-- G2-CHECK: midBad \x y r -> not (x <= r && r <= y)
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

-- Bug: the extra + 1 leaves the range when x = y: midBad 0 0 = 1.
{-@ midBad :: x:Int -> {y:Int | x <= y} -> {v:Int | Between x v y} @-}
midBad :: Int -> Int -> Int
midBad x y = (x + y) `div` 2 + 1
