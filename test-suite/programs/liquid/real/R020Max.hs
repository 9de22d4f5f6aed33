-- G2-EXPECT: maxInt safe
-- G2-EXPECT: maxList safe
module R020Max where

{-@ predicate Max V X Y = if X > Y then V = X else V = Y @-}

{-@ maxInt :: x:_ -> y:_ -> {v:_ | Max v x y} @-}
maxInt :: Int -> Int -> Int
maxInt x y = if x > y then x else y

{-@ maxList :: {xs:[Int] | len xs > 0} -> Int @-}
maxList :: [Int] -> Int
maxList [x] = x
maxList (x : xs) = maxInt x (maxList xs)
