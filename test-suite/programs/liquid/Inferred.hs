-- Annotated functions without Haskell signatures, whose annotations' class constraints
-- differ from what GHC infers (Note [Contracts that do not fit] in rust-core's
-- search::check). Expected outcomes, by reasoning:
--   bigger x y = max x y is >= x and >= y: none exist (checked at Int).
--   useBigger n = max n 3 >= n: none exist.
--   useBiggerWrong n = max n 3 > n fails for every n >= 3, e.g. 3 (GHC: max 3 3 == 3).
--   scale k x = k * x (inferred Num a; annotated (Eq a, Num a)).
--   useScale n = 2 * n == n + n: none exist.
--   same (inferred Eq a; annotated Ord a: as many dictionaries, of another class).
--   useSame n = same n n is True for every n: none exist.
module Inferred where

{-@ bigger :: (Ord a, Num a) => x:a -> y:a -> {v:a | v >= x && v >= y} @-}
bigger x y = if x > y then x else y

{-@ useBigger :: n:Int -> {v:Int | v >= n} @-}
useBigger :: Int -> Int
useBigger n = bigger n 3

{-@ useBiggerWrong :: n:Int -> {v:Int | v > n} @-}
useBiggerWrong :: Int -> Int
useBiggerWrong n = bigger n 3

{-@ scale :: (Eq a, Num a) => k:a -> x:a -> {v:a | v = k * x} @-}
scale k x = k * x

{-@ useScale :: n:Int -> {v:Int | v = n + n} @-}
useScale :: Int -> Int
useScale n = scale 2 n

{-@ same :: Ord a => x:a -> y:a -> {v:Bool | v <=> x = y} @-}
same x y = x == y

{-@ useSame :: n:Int -> {v:Bool | v} @-}
useSame :: Int -> Bool
useSame n = same n n
