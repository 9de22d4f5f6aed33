-- Written by a review of the simplifier (rust-core/src/simplify, session 11) to break
-- its rules: M06DivMod of that review, whose constants GHC and the engine agree on,
-- with and without the pass. `run` shows the ones GHC evaluates to values (the
-- others crash on purpose; the review checked their messages).
module SimpDivMod where

c01 :: [Int]
c01 = [7 `div` 2, (-7) `div` 2, 7 `div` (-2), (-7) `div` (-2)]

c02 :: [Int]
c02 = [7 `mod` 2, (-7) `mod` 2, 7 `mod` (-2), (-7) `mod` (-2)]

c03 :: [Int]
c03 = [7 `quot` 2, (-7) `quot` 2, 7 `quot` (-2), (-7) `quot` (-2), 7 `rem` 2, (-7) `rem` 2, 7 `rem` (-2), (-7) `rem` (-2)]

c04 :: Int
c04 = minBound `div` (-1)

c05 :: Int
c05 = minBound `mod` (-1)

c06 :: Int
c06 = minBound `quot` (-1)

c07 :: Int
c07 = minBound `rem` (-1)

c08 :: (Int, Int)
c08 = minBound `divMod` (-1)

c09 :: (Int, Int)
c09 = minBound `quotRem` (-1)

c10 :: Int
c10 = 5 `div` 0

c11 :: Int
c11 = 5 `mod` 0

c12 :: Int
c12 = go 10 0 where
  go :: Int -> Int -> Int
  go d acc = if d < -3 then acc else go (d - 1) (acc + 100 `div` d)

c13 :: Int
c13 = go 10 0 where
  go :: Int -> Int -> Int
  go d acc = if d < 1 then acc else go (d - 1) (acc + 100 `div` d)

c14 :: [Int]
c14 = [x | x <- [1 .. 100], x `mod` 3 == 0, x `mod` 5 == 0]

c15 :: Int
c15 = go 0 1 where
  go :: Int -> Int -> Int
  go acc k | k > 50 = acc
           | k `rem` 7 == 0 = go acc (k + 1)
           | otherwise = go (acc + k `quot` 3) (k + 1)

c16 :: Int
c16 = go 0 (-20) where
  go :: Int -> Int -> Int
  go acc k | k > 20 = acc
           | otherwise = go (acc * 3 + k `mod` 7 + k `div` 4) (k + 1)

c17 :: Int
c17 = go 0 12 where
  go :: Int -> Int -> Int
  go acc k = if k == 0 then acc `div` k else go (acc + k) (k - 1)

c18 :: Int
c18 = go 0 12 where
  go :: Int -> Int -> Int
  go acc k = if k == 0 then acc else go (acc + 1000 `mod` k) (k - 1)

c19 :: Int
c19 = gcd' 1071 462 where
  gcd' a 0 = a
  gcd' a b = gcd' b (a `mod` b)

c20 :: [Int]
c20 = [gcd 0 0, gcd (-12) 18, lcm 4 6, lcm 0 5, gcd minBound 6]

c21 :: Int
c21 = go (error "lazy divisor") 10 0 where
  go :: Int -> Int -> Int -> Int
  go d 0 acc = acc
  go d n acc = go d (n - 1) (acc + n)

c22 :: Int
c22 = go 0 10 0 where
  go :: Int -> Int -> Int -> Int
  go d 0 acc = acc
  go d n acc = go d (n - 1) (acc + n `div` (d + 1))

c23 :: Int
c23 = go 0 10 where
  go :: Int -> Int -> Int
  go z n = if n == 0 then 1 else let q = n `div` z in go z (n - 1)

c24 :: Int
c24 = go 0 10 [] where
  go :: Int -> Int -> [Int] -> Int
  go z n qs = if n == 0 then length qs else go z (n - 1) ((n `div` z) : qs)

c25 :: Int
c25 = go 0 10 [] where
  go :: Int -> Int -> [Int] -> Int
  go z n qs = if n == 0 then sum qs else go z (n - 1) ((n `div` z) : qs)

c26 :: [Int]
c26 = map (`div` (-1)) [5, -5, maxBound] ++ map (`mod` (-1)) [5, minBound]

c27 :: Int
c27 = go 0 1 where
  go :: Int -> Int -> Int
  go acc n = if n > 10 then acc else go (acc + (minBound `div` n) `mod` 1000) (n + 1)

c28 :: (Int, Int)
c28 = ((-7) `divMod` 2, (-7) `quotRem` 2) `seq` ((-7) `divMod` 2)

c29 :: String
c29 = show ((-7) `divMod` (2 :: Int), (-7) `quotRem` (2 :: Int), divMod 7 (-2 :: Int), quotRem minBound (2 :: Int))

c30 :: Int
c30 = go 1 0 where
  go :: Int -> Int -> Int
  go k acc = if k > 30 then acc else go (k + 1) (if (acc `mod` k) == (k `div` 2) then acc + k else acc - 1)

run :: String
run = unlines
  [ show c01
  , show c02
  , show c03
  , show c05
  , show c07
  , show c13
  , show c14
  , show c15
  , show c16
  , show c18
  , show c19
  , show c20
  , show c21
  , show c22
  , show c23
  , show c24
  , show c26
  , show c27
  , show c28
  , show c29
  , show c30
  ]
