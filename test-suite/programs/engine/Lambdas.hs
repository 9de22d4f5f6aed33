-- Lambdas passed to higher-order functions, written the ways users write them
-- (Notes [Lambda arguments] and [Lambdas with free variables] in
-- rust-core/src/simplify/mod.rs): a closed lambda at the call, a section, a closed
-- lambda bound by a local `let`, a two-argument lambda to a fold, a lambda to a
-- function of the module's own, a lambda inside base's `lines`; lambdas that mention
-- locals (one, two, through sections on both sides, bound by a `let`, calling a local
-- function, nested as in primes by trial division, one whose local is an error it
-- never forces, one that mentions a type variable of the code around it through a
-- local annotation); known functions passed through Foldable's methods; and a lambda
-- that is lazy in an argument that is an error.
{-# LANGUAGE ScopedTypeVariables #-}
module Lambdas where

import Data.List (foldl')

applyTwice :: (a -> a) -> a -> a
applyTwice f x = f (f x)

countWhere :: (Int -> Bool) -> [Int] -> Int
countWhere p = length . filter p

closedAtCall :: Int
closedAtCall = length (filter (\x -> x `mod` 3 == 0) [1 .. 3000 :: Int])

section :: Int
section = length (takeWhile (/= 'z') (cycle "abcdefghijklmnopqrstuvwxyz"))

letBound :: Int
letBound =
  let small = \x -> x < (10 :: Int)
   in length (filter small [1 .. 100]) + countWhere small [5 .. 20]

folded :: Int
folded = foldr (\x acc -> 2 * acc + x) 0 [1 .. 20 :: Int]

ownFunction :: Int
ownFunction = applyTwice (\x -> x * x + 1) 3

linesOf :: Int
linesOf = length (lines (concat (replicate 50 "ab cd\nef\n")))

mentionsLocal :: Int -> Int
mentionsLocal n = length (filter (\x -> x > n) [1 .. 100])

mentionsTwo :: Int -> Int -> Int
mentionsTwo lo hi = length (filter (\x -> x > lo && x < hi) [1 .. 100])

sectionsOfLocal :: Int -> Int
sectionsOfLocal n = length (filter (> n) [1 .. 100]) + length (filter (n <) [1 .. 50])

letBoundLocal :: Int -> Int
letBoundLocal k =
  let big = \x -> x * k > 50
   in length (filter big [1 .. 30]) + countWhere big [1 .. 10]

callsLocalFunction :: Int -> Int
callsLocalFunction k = let f y = y * k in sum (map (\x -> f x + 1) [1 .. 10])

primesBelow :: Int -> [Int]
primesBelow m =
  [n | n <- [2 .. m], all (\p -> n `mod` p /= 0) (takeWhile (\p -> p * p <= n) [2 ..])]

localNeverForced :: Int
localNeverForced = let n = undefined :: Int in length (map (\x -> x + n) [1, 2, 3])

-- Known functions passed through Foldable's methods for lists, which are wrappers
-- (Note [Wrappers] in rust-core/src/simplify/inline.rs).
throughFoldable :: Int
throughFoldable = foldl' (+) 0 [1 .. 1000] + sum (map (* 2) [1 .. 100]) + maximum [3, 9, 2]

mentionsTypeVariable :: forall a. Ord a => [a] -> Int
mentionsTypeVariable xs = length (filter (\(x :: a) -> x > head xs) xs)

lazyInItsArgument :: Int
lazyInItsArgument = sum (map (\_ -> 1) [undefined, undefined :: Int])

lambdas :: [Int]
lambdas =
  [ closedAtCall, section, letBound, folded, ownFunction, linesOf
  , mentionsLocal 40, mentionsTwo 10 20, sectionsOfLocal 30, letBoundLocal 7
  , callsLocalFunction 3, sum (primesBelow 200), localNeverForced, throughFoldable
  , mentionsTypeVariable [3, 1, 4, 1, 5, 9, 2, 6 :: Int], lazyInItsArgument ]
