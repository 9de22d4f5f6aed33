-- Written to break the simplifier's rules of session 21: calls with known functions as
-- arguments (copies with the function substituted: Note [Known function arguments]),
-- recursive local functions with dictionaries lifted to globals (containers' `go`,
-- and the user's own, two of the same name in different functions), and a case of a
-- constructor application whose case binder is used (the worker of `!!`, `c04`). GHC's
-- `show run` is the expectation.
module SimpKnownFunctions where

import Data.Char (toUpper, isDigit)
import Data.List (nub, nubBy, sortBy, groupBy, insertBy, foldl')
import Data.Ord (comparing)
import qualified Data.Map as M
import qualified Data.Set as S

data Shape = Circle Int | Square Int deriving (Show, Eq)

-- A user's own higher-order loop: the parameter passed on unchanged, and once changed.
applyAll :: (a -> a) -> [a] -> [a]
applyAll _ [] = []
applyAll f (x : xs) = f x : applyAll f xs

mapList :: (a -> b) -> [a] -> [b]
mapList f = go
  where
    go [] = []
    go (x : xs) = f x : go xs

twiceEach :: (a -> a) -> [a] -> [a]
twiceEach _ [] = []
twiceEach f (x : xs) = f (f x) : twiceEach (f . f) xs

inc :: Int -> Int
inc = (+ 1)

-- Local recursive functions with their own constraints, the same local name twice.
countUp :: Int -> [Int]
countUp n = go n []
  where
    go :: (Ord a, Num a) => a -> [a] -> [a]
    go k acc = if k <= 0 then acc else go (k - 1) (k : acc)

distinctSorted :: [Int] -> [Int]
distinctSorted xs = go xs S.empty
  where
    go :: Ord b => [b] -> S.Set b -> [b]
    go [] seen = S.toList seen
    go (y : ys) seen = go ys (S.insert y seen)

-- A local function that captures a variable of its enclosing function: not lifted.
scaled :: Int -> [Int] -> [Int]
scaled k = go
  where
    go :: [Int] -> [Int]
    go [] = []
    go (y : ys) = y * k : go ys

-- Known functions of every kind: a global, a constructor, a method at a known type, an
-- equality on records, a comparison built with `comparing`.
c01 :: ([Int], [Shape], String, [Int])
c01 = (applyAll inc [1, 2, 3], mapList Square [4, 5], applyAll toUpper "abc", twiceEach inc [1, 1, 1, 1])

c02 :: ([Int], [Int], [[Int]], [Shape])
c02 =
  ( nub [3, 1, 3, 2, 1, -7, 2, -7]
  , nubBy (\a b -> a `mod` 3 == b `mod` 3) [1 .. 10]
  , groupBy (==) [1, 1, 2, 3, 3, 3, 1]
  , nub [Circle 1, Square 1, Circle 1, Circle 2]
  )

c03 :: ([(Int, Char)], [Int], [Int])
c03 =
  ( sortBy (comparing snd) [(1, 'c'), (2, 'a'), (3, 'b')]
  , foldr (insertBy compare) [] [5, 2, 8, 1, 9, 2]
  , foldl' (flip (:)) [] [1, 2, 3]
  )

c04 :: ([Int], [Int], [Int], [Int])
c04 = (countUp 5, distinctSorted [5, 3, 5, 1, 3], scaled 3 [1, 2, 3], map ([10, 20, 30, 40] !!) [3, 0, 2])

c05 :: (Maybe Int, Int, [(Int, String)], Bool)
c05 =
  let m = foldr (\(k, v) -> M.insertWith (++) k v) M.empty [(2, "b"), (1, "a"), (2, "c")]
      s = foldr S.insert S.empty [9, 4, 9, 1 :: Int]
   in (fmap length (M.lookup 2 m), S.size s, M.toList m, S.member 4 s && not (S.member 5 s))

c06 :: (String, Int, Bool)
c06 = (filter isDigit "a1b22c333", length (filter (`elem` [2, 3, 5, 7]) [1 .. 20 :: Int]), all (`elem` "abc") "cab")

run :: String
run = unlines [show c01, show c02, show c03, show c04, show c05, show c06]
