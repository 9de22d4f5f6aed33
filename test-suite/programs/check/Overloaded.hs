-- An overloaded function with a contract: g2 cannot make up a Num instance as an input,
-- and says what to do instead (cli test overloaded_functions_say_how_to_check_them).
module Overloaded where

double :: Num a => a -> a
double x = x + x

g2__pre_double :: Int -> Bool
g2__pre_double _ = True

g2__post_double :: Int -> Int -> Bool
g2__post_double _ r = r >= 0

-- The monomorphic copy the message suggests: its counterexample is any negative input.
doubleInt :: Int -> Int
doubleInt x = double x

g2__pre_doubleInt :: Int -> Bool
g2__pre_doubleInt _ = True

g2__post_doubleInt :: Int -> Int -> Bool
g2__post_doubleInt _ r = r >= 0
