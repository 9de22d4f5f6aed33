module Irrefutable where

splitHalf :: [a] -> ([a], [a])
splitHalf xs = go xs xs
  where go (y : ys) (_ : _ : zs) = let ~(a, b) = go ys zs in (y : a, b)
        go ys _ = ([], ys)

lazyMatch :: (Int, Int) -> Int
lazyMatch ~(_, _) = 1

run :: String
run = show (splitHalf [1 .. 7 :: Int]) ++ show (lazyMatch undefined) ++ show (fst (splitHalf "abcd"))
