-- G2-EXPECT: getSafe safe
-- G2-EXPECT: sizeAfterPush abstract blame=pushW
module R107Abs2 where

{-@ pushW :: a -> [a] -> [a] @-}
pushW :: a -> [a] -> [a]
pushW x xs = x : xs

{-@ getSafe :: {xs:[a] | len xs > 0} -> a @-}
getSafe :: [a] -> a
getSafe (x : _) = x

-- Correct, but pushW's specification does not say the list grows.
{-@ sizeAfterPush :: a -> xs:[a] -> {v:Int | v = len xs + 1} @-}
sizeAfterPush :: a -> [a] -> Int
sizeAfterPush x xs = length (pushW x xs)
