-- G2-EXPECT: dot safe
-- G2-EXPECT: norm1 safe
-- G2-EXPECT: prop_dot concrete blame=liquidAssertB
-- G2-CHECK: prop_dot \xs r -> dot xs xs <= 0
module R124Vectors where

import Language.Haskell.Liquid.Prelude

{-@ dot :: xs:[Int] -> {ys:[Int] | len ys = len xs} -> Int @-}
dot :: [Int] -> [Int] -> Int
dot [] [] = 0
dot (x : xs) (y : ys) = x * y + dot xs ys

{-@ norm1 :: [Int] -> Nat @-}
norm1 :: [Int] -> Int
norm1 xs = sum (map abs xs)

-- Bug: the dot product of a vector with itself is 0 for the empty or zero vector: prop_dot [].
{-@ prop_dot :: [Int] -> Bool @-}
prop_dot :: [Int] -> Bool
prop_dot xs = liquidAssertB (dot xs xs > 0)
