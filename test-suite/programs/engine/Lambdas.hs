-- Lambdas passed to higher-order functions, written the ways users write them
-- (Note [Lambda arguments] in rust-core/src/simplify/mod.rs): a closed lambda at the
-- call, a section, a closed lambda bound by a local `let`, a two-argument lambda to a
-- fold, a lambda to a function of the module's own, a lambda inside base's `lines`;
-- and lambdas that must stay closures: one that mentions a local, one that mentions a
-- type variable of the code around it (through a local annotation), one that is lazy
-- in an argument that is an error.
{-# LANGUAGE ScopedTypeVariables #-}
module Lambdas where

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

mentionsTypeVariable :: forall a. Ord a => [a] -> Int
mentionsTypeVariable xs = length (filter (\(x :: a) -> x > head xs) xs)

lazyInItsArgument :: Int
lazyInItsArgument = sum (map (\_ -> 1) [undefined, undefined :: Int])

lambdas :: [Int]
lambdas =
  [ closedAtCall, section, letBound, folded, ownFunction, linesOf
  , mentionsLocal 40, mentionsTypeVariable [3, 1, 4, 1, 5, 9, 2, 6 :: Int]
  , lazyInItsArgument ]
