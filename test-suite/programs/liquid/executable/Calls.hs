-- g2 liquid --executable: abstract counterexamples as modules whose main runs them.
-- Expected (reasoned, each confirmed by running the written module's main in GHC):
--   larger: both calls of absI must return a negative number for max of them to be
--     negative, so the counterexample abstracts two calls with different arguments
--     (x and x + 1), and the stub answers both.
--   sizeCons: size is called on xs and on x : xs, which always differ; one call's
--     result is enough to break the sum, so the other runs size's real code through
--     the stub's fallback.
--   sizeTwice: both calls of size have the same argument; one counterfactual call is
--     enough (fewest first), so one call is real and one counterfactual with the same
--     argument: only a stub at one of the two places reproduces it (a stub at both
--     answers both calls).
--   firstOf: pick never returns more than 100, but its type allows any Int, so with the
--     counterfactual value the run reaches `die`, whose refinement type says it is
--     never called: the stub of die raises the blamed call.
module Calls where

import Prelude hiding (head)

{-@ absI :: Int -> Int @-}
absI :: Int -> Int
absI x = if x < 0 then negate x else x

{-@ larger :: Int -> {v:Int | v >= 0} @-}
larger :: Int -> Int
larger x = max (absI x) (absI (x + 1))

{-@ size :: xs:[a] -> Int @-}
size :: [a] -> Int
size [] = 0
size (_ : xs) = 1 + size xs

{-@ sizeCons :: a -> xs:[a] -> {v:Int | v == 2 * len xs + 1} @-}
sizeCons :: a -> [a] -> Int
sizeCons x xs = size xs + size (x : xs)

{-@ sizeTwice :: xs:[a] -> {v:Int | v == 2 * len xs} @-}
sizeTwice :: [a] -> Int
sizeTwice xs = size xs + size xs

{-@ die :: {s:String | false} -> a @-}
die :: String -> a
die = error

{-@ pick :: xs:[Int] -> Int @-}
pick :: [Int] -> Int
pick [] = 0
pick (x : _) = min x 100

{-@ firstOf :: {xs:[Int] | len xs > 0} -> Int @-}
firstOf :: [Int] -> Int
firstOf xs = if pick xs > 100 then die "too big" else pick xs
