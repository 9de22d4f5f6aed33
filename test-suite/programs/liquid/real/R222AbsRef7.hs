-- G2-EXPECT: keepIf safe
-- G2-EXPECT: isPos safe
-- G2-EXPECT: filterP safe
-- G2-EXPECT: onlyPos safe
-- G2-EXPECT: onlyPosBad concrete
{-@ LIQUID "--no-termination" @-}
module R222AbsRef7 where

{-@ keepIf :: forall <p :: Int -> Bool>. (x:Int -> {b:Bool | b => p x}) -> [Int] -> [Int<p>] @-}
keepIf :: (Int -> Bool) -> [Int] -> [Int]
keepIf _ [] = []
keepIf f (x : xs) = if f x then x : keepIf f xs else keepIf f xs

{-@ isPos :: x:Int -> {b:Bool | b <=> x > 0} @-}
isPos :: Int -> Bool
isPos x = x > 0

{-@ filterP :: [Int] -> [{v:Int | v > 0}] @-}
filterP :: [Int] -> [Int]
filterP xs = keepIf isPos xs

{-@ onlyPos :: [Int] -> [{v:Int | v > 0}] @-}
onlyPos :: [Int] -> [Int]
onlyPos xs = [x | x <- xs, isPos x]

-- Bug: keeps the non-positive ones: onlyPosBad [0].
{-@ onlyPosBad :: [Int] -> [{v:Int | v > 0}] @-}
onlyPosBad :: [Int] -> [Int]
onlyPosBad xs = [x | x <- xs, not (isPos x)]
