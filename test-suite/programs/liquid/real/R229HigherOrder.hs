-- G2-EXPECT: applyPos concrete
-- G2-EXPECT: applyPosOk safe
-- G2-EXPECT: growTwice concrete
-- G2-CHECK: applyPos \f x r -> f x > 0 && r <= 0
-- G2-CHECK: growTwice \f y r -> f y > y && f (f y) > f y && r <= y + 2
module R229HigherOrder where

-- A function argument's own refinement type is assumed of it: the counterexample's
-- function meets its specification at the arguments the run gives it, and the checked
-- function still fails.

-- Bug: f x may be 1, and 1 - 1 is not positive.
{-@ applyPos :: (Int -> {v:Int | v > 0}) -> Int -> {v:Int | v > 0} @-}
applyPos :: (Int -> Int) -> Int -> Int
applyPos f x = f x - 1

{-@ applyPosOk :: (Int -> {v:Int | v > 0}) -> Int -> {v:Int | v >= 0} @-}
applyPosOk :: (Int -> Int) -> Int -> Int
applyPosOk f x = f x - 1

-- Bug: f may grow by one each time: f (f y) = y + 2.
{-@ growTwice :: (x:Int -> {v:Int | v > x}) -> y:Int -> {v:Int | v > y + 2} @-}
growTwice :: (Int -> Int) -> Int -> Int
growTwice f y = f (f y)
