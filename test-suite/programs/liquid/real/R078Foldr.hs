-- G2-EXPECT: sumPos safe
-- G2-EXPECT: allPos safe
{-@ LIQUID "--no-termination" @-}
{-@ LIQUID "--higherorder" @-}
module R078Foldr where

{-@ foldP :: forall <p :: Int -> Bool>. (Int<p> -> Int<p> -> Int<p>) -> Int<p> -> [Int<p>] -> Int<p> @-}
foldP :: (Int -> Int -> Int) -> Int -> [Int] -> Int
foldP _ z [] = z
foldP f z (x : xs) = f x (foldP f z xs)

{-@ sumPos :: [{v:Int | v > 0}] -> {v:Int | v > 0} @-}
sumPos :: [Int] -> Int
sumPos xs = foldP (+) 1 xs

{-@ allPos :: [Nat] -> Nat @-}
allPos :: [Int] -> Int
allPos = foldP max 0
