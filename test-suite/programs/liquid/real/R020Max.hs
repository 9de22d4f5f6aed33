-- G2-EXPECT: maxInt safe
-- G2-EXPECT: maxList safe
-- G2-EXPECT: minBad concrete
-- G2-CHECK: minBad \x y r -> not (r <= x && r <= y)
module R020Max where

{-@ predicate Max V X Y = if X > Y then V = X else V = Y @-}

{-@ maxInt :: x:Int -> y:Int -> {v:Int | Max v x y} @-}
maxInt :: Int -> Int -> Int
maxInt x y = if x > y then x else y

{-@ maxList :: {xs:[Int] | len xs > 0} -> Int @-}
maxList :: [Int] -> Int
maxList [x] = x
maxList (x : xs) = maxInt x (maxList xs)

-- Bug: the comparison is reversed, so it returns the larger: minBad 0 1 = 1.
{-@ minBad :: x:Int -> y:Int -> {v:Int | v <= x && v <= y} @-}
minBad :: Int -> Int -> Int
minBad x y = if x < y then y else x
