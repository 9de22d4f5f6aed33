-- G2-EXPECT: mapP safe
-- G2-EXPECT: incrAll safe
{-@ LIQUID "--no-termination" @-}
{-@ LIQUID "--higherorder" @-}
module R162AbsRef2 where

{-@ mapP :: forall <p :: Int -> Bool, q :: Int -> Bool>. (Int<p> -> Int<q>) -> [Int<p>] -> [Int<q>] @-}
mapP :: (Int -> Int) -> [Int] -> [Int]
mapP _ [] = []
mapP f (x : xs) = f x : mapP f xs

{-@ incrAll :: [Nat] -> [{v:Int | v > 0}] @-}
incrAll :: [Int] -> [Int]
incrAll = mapP (+ 1)
