-- G2-EXPECT: dropOne safe
-- G2-EXPECT: diffs concrete blame=tail
-- G2-EXPECT: withoutLast concrete blame=init
{-@ LIQUID "--no-termination" @-}
module R048Tail where

{-@ dropOne :: xs:[a] -> {v:[a] | len v = if len xs > 0 then len xs - 1 else 0} @-}
dropOne :: [a] -> [a]
dropOne [] = []
dropOne xs = tail xs

-- Bug: the empty list has no tail: diffs [].
{-@ diffs :: [Int] -> [Int] @-}
diffs :: [Int] -> [Int]
diffs xs = zipWith (-) (tail xs) xs

-- Bug: init of the empty list: withoutLast [].
{-@ withoutLast :: xs:[a] -> [a] @-}
withoutLast :: [a] -> [a]
withoutLast xs = reverse (init (reverse xs))
