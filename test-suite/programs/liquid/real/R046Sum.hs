-- G2-EXPECT: sumNat safe
-- G2-EXPECT: sumPos safe
-- G2-EXPECT: sumNeg concrete
-- G2-CHECK: sumNeg \xs r -> r < 0
module R046Sum where

{-@ sumNat :: [Nat] -> Nat @-}
sumNat :: [Int] -> Int
sumNat [] = 0
sumNat (x : xs) = x + sumNat xs

{-@ sumPos :: {xs:[{v:Int | v > 0}] | len xs > 0} -> {v:Int | v > 0} @-}
sumPos :: [Int] -> Int
sumPos [x] = x
sumPos (x : xs) = x + sumPos xs

-- Bug: the elements may be negative: sumNeg [-1].
{-@ sumNeg :: [Int] -> Nat @-}
sumNeg :: [Int] -> Int
sumNeg = foldr (+) 0
