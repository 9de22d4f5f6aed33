-- G2-EXPECT: incrAll safe
-- G2-EXPECT: sumAll safe
-- G2-EXPECT: maxAll safe
module R100Safe1 where

{-@ incrAll :: xs:[Nat] -> {v:[{n:Int | n > 0}] | len v = len xs} @-}
incrAll :: [Int] -> [Int]
incrAll = map (+ 1)

{-@ sumAll :: [{v:Int | v > 0}] -> Nat @-}
sumAll :: [Int] -> Int
sumAll [] = 0
sumAll (x : xs) = x + sumAll xs

{-@ maxAll :: {xs:[Int] | len xs > 0} -> Int @-}
maxAll :: [Int] -> Int
maxAll xs = foldr1 max xs
