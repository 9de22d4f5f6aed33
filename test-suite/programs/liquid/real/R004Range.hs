-- G2-EXPECT: range safe
{-@ LIQUID "--no-totality" @-}
module R004Range where

{-@ range :: i:Int -> j:Int -> {v:[Int] | len v = if i < j then j - i else 0} @-}
range :: Int -> Int -> [Int]
range i j = if i < j then i : range (i + 1) j else []
