-- G2-EXPECT: sumNat safe
-- G2-EXPECT: sumPos safe
module R046Sum where

{-@ sumNat :: xs:[Nat] -> Nat / [len xs] @-}
sumNat :: [Int] -> Int
sumNat [] = 0
sumNat (x : xs) = x + sumNat xs

{-@ sumPos :: {xs:[{v:Int | v > 0}] | len xs > 0} -> {v:Int | v > 0} @-}
sumPos :: [Int] -> Int
sumPos [x] = x
sumPos (x : xs) = x + sumPos xs
