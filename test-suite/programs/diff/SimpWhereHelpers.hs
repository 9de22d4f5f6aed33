-- Written by a review of the simplifier (rust-core/src/simplify, session 11) to break
-- its rules: M07WhereGen of that review, whose constants GHC and the engine agree on,
-- with and without the pass. `run` shows the ones GHC evaluates to values (the
-- others crash on purpose; the review checked their messages), except those of type
-- `Word`, whose `show` the engine has no code for (`$wshowWord`).
module SimpWhereHelpers where
import Data.List (foldl')

-- where-bound helpers without signatures (generalised, dictionary lambdas)

c01 :: (Int, Double)
c01 = (twice 5, twice 2.5) where
  twice x = x * 2 + 1

c02 :: (Int, Integer, Double)
c02 = (sq 3, sq 12345678901, sq 0.5) where
  sq x = x * x

c03 :: String
c03 = describe (3 :: Int) ++ describe 'x' ++ describe [True] where
  describe x = "<" ++ show x ++ ">"

c04 :: (Bool, Bool)
c04 = (same 1 (1 :: Int), same "ab" "ac") where
  same a b = a == b && not (a /= b)

c05 :: Int
c05 = total [1 .. 10] where
  total xs = foldl' (+) 0 xs

c06 :: (Int, Double)
c06 = (avg' [1, 2, 3, 4], avg'' [1, 2, 3, 4]) where
  avg' xs = sum xs `div` length xs
  avg'' xs = sum xs / fromIntegral (length xs)

-- captures an outer variable: not closed
c07 :: (Int, Double)
c07 = f 10 where
  f k = (scale (3 :: Int), scale 1.5) where
    scale x = x * fromIntegral k

-- shadowing: local helper named like a Prelude function
c08 :: Int
c08 = sum [1, 2, 3] + length "abcd" where
  sum xs = foldr (\x acc -> acc * 10 + x) 0 xs
  length s = 100

c09 :: (Int, Int)
c09 = (go 3, let go = (* 7) in go 3) where
  go x = x + 1

c10 :: (Ordering, Ordering)
c10 = (cmp (1 :: Int) 2, cmp "b" "a") where
  cmp a b = compare (Just a) (Just b)

c11 :: (Int, Integer)
c11 = (pw 2 62, pw 2 100) where
  pw b e = product (replicate e b)

c12 :: (Int, Int)
c12 = (biggest [3, 9, 2], biggest [-1, -5]) where
  biggest (x : xs) = foldr max x xs
  biggest [] = error "empty"

c13 :: Int
c13 = biggest ([] :: [Int]) where
  biggest (x : xs) = foldr max x xs
  biggest [] = error "empty list in biggest"

c14 :: (Int, Word)
c14 = (lo, hi) where
  lo = minBound `div` 2
  hi = maxBound `div` 2

c15 :: (String, String)
c15 = (pad 5 (42 :: Int), pad 3 "x") where
  pad n v = let s = show v in replicate (n - length s) ' ' ++ s

c16 :: ([Int], [Double])
c16 = (steps 1, steps 0.5) where
  steps x = take 4 (iterate (+ x) 0)

c17 :: Int
c17 = f 3 where
  f n = g n + g (fromIntegral n :: Int)
  g m = m * m

c18 :: (Bool, Bool)
c18 = (isSorted [1, 2, 2, 5 :: Int], isSorted "hello") where
  isSorted xs = and (zipWith (<=) xs (drop 1 xs))

c19 :: (Int, Int)
c19 = (clamp 0 10 (-5), clamp 0 10 50) where
  clamp lo hi = max lo . min hi

c20 :: String
c20 = show (norm (3 :: Int) (4 :: Int), norm 3.0 4.0) where
  norm a b = a * a + b * b

c21 :: (Integer, Int)
c21 = (fact 25, fact 25) where
  fact n = product [1 .. n]

c22 :: (Int, Double)
c22 = (mySum [1 .. 100], mySum [0.5, 0.25]) where
  mySum xs0 = go 0 xs0 where
    go acc [] = acc
    go acc (x : xs) = go (acc + x) xs

c23 :: (Int, Int)
c23 = (count even [1 .. 10 :: Int], count (> 'c') "abcdef") where
  count p = length . filter p

c24 :: (Maybe Int, Maybe Integer)
c24 = (safeDiv 10 0, safeDiv 7 2) where
  safeDiv a b = if b == 0 then Nothing else Just (a `quot` b)

run :: String
run = unlines
  [ show c01
  , show c02
  , show c03
  , show c04
  , show c05
  , show c06
  , show c08
  , show c09
  , show c10
  , show c11
  , show c12
  , show c15
  , show c16
  , show c17
  , show c18
  , show c19
  , show c20
  , show c21
  , show c22
  , show c23
  , show c24
  ]
