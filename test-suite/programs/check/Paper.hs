-- The examples of seed 000 (section 2), with their contracts written as the Haskell
-- predicates that `g2 liquid` generates from refinement types:
-- g2__pre_F over F's arguments, g2__post_F over its arguments and result.
module Paper where

import Prelude hiding (zip, concat)

-- incr :: x:{Int | x >= 0} -> {r:Int | r >= 0}
incr :: Int -> Int
incr x = x + 1

g2__pre_incr :: Int -> Bool
g2__pre_incr x = x >= 0

g2__post_incr :: Int -> Int -> Bool
g2__post_incr _ r = r >= 0

-- main' :: x:{Int | x >= 0} -> {r:Int | r == x + 2}
main' :: Int -> Int
main' x = incr (incr x)

g2__pre_main' :: Int -> Bool
g2__pre_main' x = x >= 0

g2__post_main' :: Int -> Int -> Bool
g2__post_main' x r = r == x + 2

-- die :: {v:String | false} -> a
die :: String -> a
die msg = error msg

g2__pre_die :: String -> Bool
g2__pre_die _ = False

g2__post_die :: String -> a -> Bool
g2__post_die _ _ = True

-- zip :: xs:[a] -> {ys:[b] | len xs > 0 => len ys > 0} -> [(a, b)]  (too weak)
zip :: [a] -> [b] -> [(a, b)]
zip [] [] = []
zip (x : xs) (y : ys) = (x, y) : zip xs ys
zip _ _ = die "Bad call to zip"

g2__pre_zip :: [a] -> [b] -> Bool
g2__pre_zip xs ys = null xs || not (null ys)

g2__post_zip :: [a] -> [b] -> [(a, b)] -> Bool
g2__post_zip _ _ _ = True

-- append :: xs:[a] -> ys:[a] -> [a]   (no size information)
append :: [a] -> [a] -> [a]
append xs [] = xs
append [] ys = ys
append (x : xs) ys = x : append xs ys

g2__pre_append :: [a] -> [a] -> Bool
g2__pre_append _ _ = True

g2__post_append :: [a] -> [a] -> [a] -> Bool
g2__post_append _ _ _ = True

-- concat :: x:[[a]] -> {v:[a] | len v == sumLens x}
concat :: [[a]] -> [a]
concat [] = []
concat (xs : []) = xs
concat (xs : (ys : xss)) = concat (append xs ys : xss)

sumLens :: [[a]] -> Int
sumLens [] = 0
sumLens (x : xs) = length x + sumLens xs

g2__pre_concat :: [[a]] -> Bool
g2__pre_concat _ = True

g2__post_concat :: [[a]] -> [a] -> Bool
g2__post_concat xss v = length v == sumLens xss

-- The same incr/main with unbounded Integer, as LiquidHaskell reads Int: now incr's
-- code is correct and only its contract is too weak for mainI.
incrI :: Integer -> Integer
incrI x = x + 1

g2__pre_incrI :: Integer -> Bool
g2__pre_incrI x = x >= 0

g2__post_incrI :: Integer -> Integer -> Bool
g2__post_incrI _ r = r >= 0

mainI :: Integer -> Integer
mainI x = incrI (incrI x)

g2__pre_mainI :: Integer -> Bool
g2__pre_mainI x = x >= 0

g2__post_mainI :: Integer -> Integer -> Bool
g2__post_mainI x r = r == x + 2
