-- G2-EXPECT: maxOf safe
-- G2-EXPECT: maxPos safe
-- G2-EXPECT: maxPosBad concrete
-- G2-CHECK: maxPosBad \xs r -> r <= 0
{-@ LIQUID "--no-termination" @-}
{-@ LIQUID "--expect-any-error" @-}
module R165AbsRef5 where

{-@ maxOf :: forall <p :: Int -> Bool>. Int<p> -> [Int<p>] -> Int<p> @-}
maxOf :: Int -> [Int] -> Int
maxOf d [] = d
maxOf d (x : xs) = maxOf (if x > d then x else d) xs

{-@ maxPos :: [{v:Int | v > 0}] -> {v:Int | v > 0} @-}
maxPos :: [Int] -> Int
maxPos xs = maxOf 1 xs

-- Bug: the default 0 is returned for the empty list: maxPosBad [].
{-@ maxPosBad :: [{v:Int | v > 0}] -> {v:Int | v > 0} @-}
maxPosBad :: [Int] -> Int
maxPosBad xs = maxOf 0 xs
