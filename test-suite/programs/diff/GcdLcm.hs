module GcdLcm where

myGcd :: Int -> Int -> Int
myGcd a 0 = abs a
myGcd a b = myGcd b (a `mod` b)

run :: String
run = show [myGcd 48 18, myGcd 17 5, myGcd 0 9, gcd 12 (-8), lcm 4 6, lcm 21 6]
   ++ show (foldr1 lcm [1 .. 15 :: Int])
