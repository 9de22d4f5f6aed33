-- G2-EXPECT: applyPos concrete
-- G2-EXPECT: applyPosOk safe
-- G2-EXPECT: growTwice concrete
-- G2-EXPECT: belowBy concrete
-- G2-EXPECT: belowByOk safe
-- G2-EXPECT: sumBy concrete
-- G2-CHECK: belowBy \n f x r -> f x < n && r <= 0
-- G2-CHECK: sumBy \w xs r -> all (\x -> w x >= 0) xs && r < 0
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

-- The function's specification mentions another argument: f stays below n, and
-- n - 1 - f x may be 0.
{-@ belowBy :: n:Int -> (Int -> {v:Int | v < n}) -> Int -> {v:Int | v > 0} @-}
belowBy :: Int -> (Int -> Int) -> Int -> Int
belowBy n f x = n - 1 - f x

{-@ belowByOk :: n:Int -> (Int -> {v:Int | v < n}) -> Int -> {v:Int | v >= 0} @-}
belowByOk :: Int -> (Int -> Int) -> Int -> Int
belowByOk n f x = n - 1 - f x

-- A polymorphic argument type: the weights are non-negative, and so is their sum,
-- but the bug subtracts one.
{-@ sumBy :: (a -> {v:Int | v >= 0}) -> [a] -> {v:Int | v >= 0} @-}
sumBy :: (a -> Int) -> [a] -> Int
sumBy _ [] = 0
sumBy w (x : xs) = w x + sumBy w xs - 1
