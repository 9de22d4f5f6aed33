-- G2-EXPECT: range safe
-- G2-EXPECT: rangeBad concrete
-- G2-CHECK: rangeBad \i j r -> length r /= max 0 (j - i)
module R004Range where

{-@ range :: i:Int -> j:Int -> {v:[Int] | len v = if i < j then j - i else 0} @-}
range :: Int -> Int -> [Int]
range i j = if i < j then i : range (i + 1) j else []

-- Bug: includes j itself: rangeBad 0 0 = [0].
{-@ rangeBad :: i:Int -> j:Int -> {v:[Int] | len v = if i < j then j - i else 0} @-}
rangeBad :: Int -> Int -> [Int]
rangeBad i j = if i <= j then i : rangeBad (i + 1) j else []
