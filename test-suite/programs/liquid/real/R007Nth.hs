-- G2-EXPECT: nth safe
-- G2-EXPECT: nthBad concrete blame=!!
-- G2-EXPECT: lastElem safe
module R007Nth where

{-@ nth :: xs:[a] -> {i:Int | 0 <= i && i < len xs} -> a @-}
nth :: [a] -> Int -> a
nth xs i = xs !! i

-- Bug: off by one, index len xs is out of range: nthBad [0] 1.
{-@ nthBad :: xs:[a] -> {i:Int | 0 <= i && i <= len xs} -> a @-}
nthBad :: [a] -> Int -> a
nthBad xs i = xs !! i

{-@ lastElem :: {xs:[a] | len xs > 0} -> a @-}
lastElem :: [a] -> a
lastElem xs = xs !! (length xs - 1)
