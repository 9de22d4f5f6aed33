-- G2-EXPECT: dotProduct safe
-- G2-EXPECT: vadd safe
{-@ LIQUID "--no-termination" @-}
module R012Vec where

{-@ type VectorN a N = {v:[a] | len v = N} @-}
{-@ type VectorX a X = {v:[a] | len v = len X} @-}

{-@ vadd :: xs:[Int] -> VectorX Int xs -> VectorX Int xs @-}
vadd :: [Int] -> [Int] -> [Int]
vadd (x : xs) (y : ys) = x + y : vadd xs ys
vadd [] [] = []
vadd _ _ = error "vadd: dimensions differ"

{-@ dotProduct :: xs:[Int] -> VectorX Int xs -> Int @-}
dotProduct :: [Int] -> [Int] -> Int
dotProduct xs ys = sum (zipWith (*) xs ys)
