-- The K-means assignment of seed 003's student corpus (section 6.3), rewritten: points
-- of dimension n are lists of n Integer coordinates (`Point n`, an alias with a value
-- parameter), clusters are (size, sum of points). The list library is `assume`d with
-- the types List.hs verifies. Expectations as in List.hs (test/LiquidCorpus.hs).
-- kmeans1 itself needs Data.Map and mapReduce over it: not here.
module KMeans where

import Prelude hiding (map, zipWith)

{-@ die :: {v:String | false} -> a @-}
die :: String -> a
die = error

infixr 5 :+:
data List a = Emp | (:+:) a (List a)
  deriving (Show)

{-@ measure size :: List a -> Int
    size Emp        = 0
    size (x :+: xs) = 1 + size xs
  @-}

{-@ type Point N = {v:List Integer | size v == N} @-}
{-@ type Pos = {v:Int | v > 0} @-}
{-@ type PosN = {v:Integer | v > 0} @-}

{-@ assume map :: (a -> b) -> xs:List a -> {v:List b | size v == size xs} @-}
map :: (a -> b) -> List a -> List b
map _ Emp = Emp
map f (x :+: xs) = f x :+: map f xs

{-@ assume zipWith :: (a -> b -> c) -> xs:List a -> {ys:List b | size ys == size xs} -> {v:List c | size v == size xs} @-}
zipWith :: (a -> b -> c) -> List a -> List b -> List c
zipWith _ Emp Emp = Emp
zipWith f (x :+: xs) (y :+: ys) = f x y :+: zipWith f xs ys
zipWith _ _ _ = die "zipWith: lists of different sizes"

------------------------------------------------------------------------------------
-- Adding points

-- Correct: nothing.
{-@ add :: n:Nat -> p:Point n -> q:Point n -> Point n @-}
add :: Int -> List Integer -> List Integer -> List Integer
add _ p q = zipWith (+) p q

-- Correct code, weak type (any list): itself nothing; mergeClusterW blames it.
{-@ addW :: n:Nat -> p:Point n -> q:Point n -> List Integer @-}
addW :: Int -> List Integer -> List Integer -> List Integer
addW _ p q = zipWith (+) p q

-- Wrong specification: q is any list. Concrete, blames zipWith: addBad 0 Emp
-- (0 :+: Emp) calls zipWith with lists of sizes 0 and 1.
{-@ addBad :: n:Nat -> p:Point n -> q:List Integer -> Point n @-}
addBad :: Int -> List Integer -> List Integer -> List Integer
addBad _ p q = zipWith (+) p q

------------------------------------------------------------------------------------
-- Distances

-- Correct: a sum of absolute values is not negative. Nothing.
{-@ distance :: n:Nat -> p:Point n -> q:Point n -> {v:Integer | v >= 0} @-}
distance :: Int -> List Integer -> List Integer -> Integer
distance _ Emp _ = 0
distance _ _ Emp = 0
distance n (x :+: xs) (y :+: ys) = abs (x - y) + distance (n - 1) xs ys

-- Wrong code: forgets abs. Concrete, no callee: distanceBad 1 (0 :+: Emp) (1 :+: Emp)
-- = -1, or any pair whose differences sum below zero.
{-@ distanceBad :: n:Nat -> p:Point n -> q:Point n -> {v:Integer | v >= 0} @-}
distanceBad :: Int -> List Integer -> List Integer -> Integer
distanceBad _ Emp _ = 0
distanceBad _ _ Emp = 0
distanceBad n (x :+: xs) (y :+: ys) = (x - y) + distanceBad (n - 1) xs ys

------------------------------------------------------------------------------------
-- Clusters: (number of points, sum of the points). The number is an Integer: with Int,
-- s1 + s2 overflows past Pos (g2 finds 4611686018427387911 + 4611686018427387905),
-- which LiquidHaskell, whose Int is unbounded, does not see.

-- Correct: nothing.
{-@ mergeCluster :: n:Nat -> c1:(PosN, Point n) -> c2:(PosN, Point n) -> (PosN, Point n) @-}
mergeCluster :: Int -> (Integer, List Integer) -> (Integer, List Integer) -> (Integer, List Integer)
mergeCluster n (s1, p1) (s2, p2) = (s1 + s2, add n p1 p2)

-- Correct code, but addW's type loses the dimension: abstract, blames addW.
{-@ mergeClusterW :: n:Nat -> c1:(PosN, Point n) -> c2:(PosN, Point n) -> (PosN, Point n) @-}
mergeClusterW :: Int -> (Integer, List Integer) -> (Integer, List Integer) -> (Integer, List Integer)
mergeClusterW n (s1, p1) (s2, p2) = (s1 + s2, addW n p1 p2)

-- Correct: the centroid of a cluster keeps the dimension. Nothing.
{-@ centroid :: n:Nat -> p:Point n -> sz:Pos -> Point n @-}
centroid :: Int -> List Integer -> Int -> List Integer
centroid _ p sz = map (`div` toInteger sz) p

-- Wrong specification: the dimension n is not p's. Concrete, no callee:
-- centroidBad 1 Emp 1 = Emp.
{-@ centroidBad :: n:Nat -> p:List Integer -> sz:Pos -> Point n @-}
centroidBad :: Int -> List Integer -> Int -> List Integer
centroidBad _ p sz = map (`div` toInteger sz) p
