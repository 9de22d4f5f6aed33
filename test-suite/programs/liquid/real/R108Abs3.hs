-- G2-EXPECT: double safe
-- G2-EXPECT: quadruple abstract blame=double
-- G2-EXPECT: quadStrong safe
-- G2-EXPECT: doubleExact safe
module R108Abs3 where

{-@ double :: x:Nat -> {v:Nat | v >= x} @-}
double :: Int -> Int
double x = x + x

{-@ doubleExact :: x:Int -> {v:Int | v = 2 * x} @-}
doubleExact :: Int -> Int
doubleExact x = x + x

-- Correct (4 * x), but double only promises a result at least x.
{-@ quadruple :: x:Nat -> {v:Int | v = 4 * x} @-}
quadruple :: Int -> Int
quadruple x = double (double x)

{-@ quadStrong :: x:Nat -> {v:Int | v = 4 * x} @-}
quadStrong :: Int -> Int
quadStrong x = doubleExact (doubleExact x)
