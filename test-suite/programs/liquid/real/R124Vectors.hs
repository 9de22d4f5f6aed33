-- G2-EXPECT: dot safe
-- G2-EXPECT: norm1 safe
module R124Vectors where

import Language.Haskell.Liquid.Prelude

{-@ dot :: xs:[Int] -> {ys:[Int] | len ys = len xs} -> Int @-}
dot :: [Int] -> [Int] -> Int
dot [] [] = 0
dot (x : xs) (y : ys) = x * y + dot xs ys

{-@ norm1 :: [Int] -> Nat @-}
norm1 :: [Int] -> Int
norm1 xs = sum (map abs xs)
