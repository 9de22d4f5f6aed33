-- G2-EXPECT: gcd' safe
-- G2-EXPECT: lcm' concrete blame=div
module R035Gcd where

{-@ gcd' :: a:Nat -> b:Nat -> Nat @-}
gcd' :: Int -> Int -> Int
gcd' a 0 = a
gcd' a b = gcd' b (a `mod` b)

-- Bug: gcd' 0 0 is 0: lcm' 0 0 divides by zero.
{-@ lcm' :: Nat -> Nat -> Nat @-}
lcm' :: Int -> Int -> Int
lcm' a b = (a * b) `div` gcd' a b
