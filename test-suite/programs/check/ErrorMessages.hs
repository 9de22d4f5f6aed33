-- A crash whose message calls a contracted function. The symbolic run crashes at the
-- error call without evaluating the message; its concrete replay does evaluate it, and
-- that call (g (-1), against g's precondition) must not be blamed for the crash.
module ErrorMessages where

g2__pre_g :: Int -> Bool
g2__pre_g x = x >= 0

g2__post_g :: Int -> Int -> Bool
g2__post_g _ _ = True

g :: Int -> Int
g x = x

g2__pre_f :: Int -> Bool
g2__pre_f _ = True

g2__post_f :: Int -> Int -> Bool
g2__post_f _ _ = True

f :: Int -> Int
f x = if x < 0 then error ("negative: " ++ show (g x)) else x
