-- G2-EXPECT: elem' safe
-- G2-EXPECT: notElemNil safe
module R052Elem where

{-@ elem' :: Eq a => x:a -> xs:[a] -> {v:Bool | v => len xs > 0} @-}
elem' :: Eq a => a -> [a] -> Bool
elem' _ [] = False
elem' x (y : ys) = x == y || elem' x ys

{-@ notElemNil :: Int -> {v:Bool | not v} @-}
notElemNil :: Int -> Bool
notElemNil x = elem' x []
