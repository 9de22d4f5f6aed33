-- Overloaded code at known types, written several ways: the specialisation pass
-- (rust-core/src/simplify, Note [Specialised dictionaries]) resolves the dictionaries
-- of these calls at load, and the results must be the ones GHC gives.
module Overloaded where

import Data.List (foldl', sortBy)
import qualified Data.Map as M
import Data.Ord (comparing)

-- A generic function called at Int and at Integer.
collatzSteps :: Integral a => a -> Int
collatzSteps 1 = 0
collatzSteps k
  | even k = 1 + collatzSteps (k `div` 2)
  | otherwise = 1 + collatzSteps (3 * k + 1)

-- A local function without a signature, which GHC generalises over its dictionaries.
collatzLength :: Int -> Int
collatzLength = go 1
  where
    go acc 1 = acc
    go acc k
      | even k = go (acc + 1) (k `div` 2)
      | otherwise = go (acc + 1) (3 * k + 1)

-- A class of our own, with a superclass and a default method.
class Shape s where
  area :: s -> Double
  name :: s -> String

class Shape s => Solid s where
  volume :: s -> Double -> Double
  volume s h = area s * h

data Square = Square Double
data Circle = Circle Double

instance Shape Square where
  area (Square a) = a * a
  name _ = "square"

instance Shape Circle where
  area (Circle r) = 3 * r * r
  name _ = "circle"

instance Solid Square
instance Solid Circle where
  volume c h = area c * h / 3

describe :: Solid s => s -> String
describe s = name s ++ " " ++ show (volume s 2)

-- Instances built from other instances (a dictionary function applied to one).
sortPairs :: [(Int, Char)] -> [(Int, Char)]
sortPairs = sortBy (comparing snd) . sortBy compare

-- Derived instances of a recursive type, used through instance functions
-- (`Show (Tree Int)`, `Eq (Tree Char)`), nested list instances, a map with String keys.
data Tree a = Leaf | Node (Tree a) a (Tree a) deriving (Show, Eq, Ord)

insertT :: Ord a => a -> Tree a -> Tree a
insertT x Leaf = Node Leaf x Leaf
insertT x t@(Node l y r) = case compare x y of
  LT -> Node (insertT x l) y r
  GT -> Node l y (insertT x r)
  EQ -> t

instances :: String
instances =
  show (foldr insertT Leaf [3, 1, 2 :: Int], [[1, 2], [3 :: Int]], foldr insertT Leaf "hello" == foldr insertT Leaf "olleh")
    ++ show (M.toList (M.fromListWith (+) [(w, 1 :: Int) | w <- words "a b a c b a"]), maximum [Just (1 :: Int, 'a'), Nothing, Just (1, 'b')])

-- A class with one method and no superclass is a newtype in Core (its dictionary is the
-- method), here with constructor values as the methods.
class Default a where
  def :: a

instance Default [b] where
  def = []

instance Default Bool where
  def = True

-- A method that is a value, in an instance with constraints: computed once with the
-- dictionary, not at every use.
class Tab a where
  tab :: [a]
  tabName :: a -> String

instance (Num a, Enum a) => Tab (Maybe a) where
  tab = [Just (sum [1 .. 2000])]
  tabName _ = "maybe"

tabbed :: Int
tabbed = sum [v + n | n <- [1 .. 30 :: Int], Just v <- take 1 (tab :: [Maybe Int])]

-- Foldable methods at Int, Integer and Double.
folds :: ([Int], [Integer], [Double]) -> (Int, Integer, Double, Bool, Int)
folds (xs, ys, zs) = (sum xs, product ys, maximum zs, 3 `elem` xs, foldl' (+) 0 (map fromIntegral ys))

-- Literals at Int, one beyond Int's range (GHC wraps it), and negative ones.
literals :: (Int, Int, Int, Integer)
literals = (1 + 2 * 3, 18446744073709551617, negate 5 - 7, 2 ^ (70 :: Int))

everything :: String
everything =
  show (collatzSteps (27 :: Int), collatzSteps (97 :: Integer), sum (map collatzLength [1 .. 300]))
    ++ " " ++ describe (Square 2) ++ " " ++ describe (Circle 1)
    ++ " " ++ show (sortPairs [(3, 'b'), (1, 'c'), (2, 'a'), (1, 'a')])
    ++ " " ++ show (folds ([1 .. 10], [1 .. 20], [0.5, 2.5, -1]))
    ++ " " ++ show literals
    ++ " " ++ instances
    ++ " " ++ show (def :: [Int], def :: Bool, tabbed, tabName (Just (1 :: Int)))

-- A symbolic input through overloaded code: the Collatz sequences of 1..99 with 6 terms
-- (5 and 32; see the fast-path test).
sixTerms :: Int -> Int
sixTerms n = collatzSteps n + 1

-- `div` and `mod` at Int, which a concrete run runs as the engine's primitives.
divMod' :: Int -> Int -> (Int, Int)
divMod' x y = (x `div` y, x `mod` y)

divMods :: [(Int, Int)]
divMods = [divMod' x y | x <- [-7, 0, 7, minBound, maxBound], y <- [2, -2, 3, -3]] ++ [divMod' (-7) (-1)]

-- Local functions without signatures, which GHC generalises over their dictionaries:
-- used at one type, at two types, and one that mentions a variable of the enclosing
-- function (which cannot become a global of its own).
primesSum :: Int -> Int
primesSum n = sum [p | p <- [2 .. n], isPrime p]
  where
    isPrime p = all (\d -> p `mod` d /= 0) (takeWhile (\d -> d * d <= p) [2 ..])

squares :: (Int, Double)
squares = (sq 7, sq 1.5)
  where
    sq x = x * x

shifted :: Int -> (Int, Double)
shifted n = (shift 1, shift 2.5)
  where
    shift x = x + fromIntegral n

-- An enumeration read back from its tag (`toEnum` of a derived Enum is `tagToEnum#`),
-- then matched; comparisons in guards; a strict loop with an accumulator.
data Colour = Red | Green | Blue deriving (Show, Enum, Bounded, Eq)

warm :: Colour -> Bool
warm c = case c of
  Red -> True
  Green -> False
  Blue -> False

colours :: [(Colour, Bool)]
colours = [(c, warm c) | k <- [0 .. 2], let c = toEnum k]

clamp :: Int -> Int
clamp x
  | x < 0 = 0
  | x > 100 = 100
  | otherwise = x

countDown :: Int -> Int
countDown = go 0
  where
    go acc 0 = acc
    go acc k = go (acc + k `mod` 3) (k - 1)

-- A constructor application taken apart at once, one of its fields never used (and
-- an error): the other field is computed, the unused one never is.
firstOf :: Int -> Int
firstOf x = case (x * 3 + 1, error "never evaluated" :: Int) of
  (a, _) -> a

locals :: String
locals =
  show (primesSum 200, squares, shifted 4, colours, map clamp [-5, 50, 500])
    ++ " " ++ show (countDown 1000, firstOf 13, [minBound .. maxBound :: Colour])

-- Loops over boxed numbers (Note [Workers for loops]), written several ways, and
-- arguments a worker must not evaluate early: one never used (an error), one passed
-- on unevaluated, a loop that returns its accumulator inside a lazy pair.
sumTo :: Int -> Int
sumTo n = loop 0 1
  where
    loop acc i
      | i > n = acc
      | otherwise = loop (acc + i) (i + 1)

meanOf :: Int -> Double
meanOf n = go 0 0 n
  where
    go :: Double -> Int -> Int -> Double
    go total count 0 = total / fromIntegral count
    go total count k = go (total + fromIntegral k) (count + 1) (k - 1)

countVowels :: String -> Int
countVowels = go 0
  where
    go acc [] = acc
    go acc (c : cs) = go (if c `elem` "aeiou" then acc + 1 else acc) cs

ignoresFirst :: Int
ignoresFirst = go (error "never forced") 10
  where
    go :: Int -> Int -> Int
    go _ 0 = 7
    go unused k = go unused (k - 1)

lazyPair :: Int -> (Int, Int)
lazyPair = go 0
  where
    go acc 0 = (acc, error "second never forced")
    go acc k = go (acc + k) (k - 1)

digitsOf :: Int -> Int
digitsOf = go 1
  where
    go d k
      | k < 10 = d
      | otherwise = go (d + 1) (k `quot` 10)

-- Data.Map's lookup at Int: its loop forces the key (`go !x (Bin _ kx _ l r)`) and
-- takes the forced key apart at each node, as a case binder.
squaresBelow :: Int -> Int
squaresBelow n = length [k | k <- [1 .. n], Just _ <- [M.lookup k squares']]
  where
    squares' = M.fromList [(i * i, i) | i <- [1 .. 40 :: Int]]

loops :: String
loops =
  show (sumTo 1000, meanOf 100, countVowels "the quick brown fox jumps over the lazy dog", ignoresFirst)
    ++ " " ++ show (squaresBelow 300)
    ++ " " ++ show (fst (lazyPair 100), digitsOf 1234567, digitsOf 0, map digitsOf [9, 10, 99, 100])
