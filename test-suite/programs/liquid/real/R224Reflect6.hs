-- G2-EXPECT: doubleEven safe
-- G2-EXPECT: doubleOdd concrete
{-@ LIQUID "--reflection" @-}
{-@ LIQUID "--ple" @-}
module R224Reflect6 where

{-@ reflect double @-}
double :: Int -> Int
double n = n + n

{-@ reflect isEven @-}
isEven :: Int -> Bool
isEven n = n `mod` 2 == 0

{-@ doubleEven :: n:Int -> {v:Bool | v} @-}
doubleEven :: Int -> Bool
doubleEven n = isEven (double n)

-- Bug: a double is never odd: doubleOdd 0 = False.
{-@ doubleOdd :: n:Int -> {v:Bool | v} @-}
doubleOdd :: Int -> Bool
doubleOdd n = not (isEven (double n))
