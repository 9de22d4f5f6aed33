-- Written by a review of the simplifier (rust-core/src/simplify, session 11) to break
-- its rules: M08CaseCase of that review, whose constants GHC and the engine agree on,
-- with and without the pass. `run` shows the ones GHC evaluates to values (the
-- others crash on purpose; the review checked their messages).
module SimpCaseOfCase where

-- case-of-case shapes

classify :: Int -> Int -> String
classify x y = if x `mod` y == 0 then "div" else if x > y then "big" else "small"

c01 :: [String]
c01 = [classify a b | a <- [6, 7, -6], b <- [3, -3, 4]]

c02 :: String
c02 = classify 5 0

c03 :: [Ordering]
c03 = [compare a b | a <- [1, 2, 3 :: Int], b <- [2]] ++ [compare (x, 'a') (x, 'b') | x <- [1 :: Int]]

c04 :: [Int]
c04 = [case compare a 5 of LT -> a * 10; EQ -> 0; GT -> negate a | a <- [3, 5, 8 :: Int]]

c05 :: [Int]
c05 = [max a b + min a b * 2 | (a, b) <- [(1, 2), (5, -3), (4, 4 :: Int)]]

c06 :: Int
c06 = go 0 1 where
  go :: Int -> Int -> Int
  go acc n
    | n > 30 = acc
    | n `mod` 15 == 0 = go (acc + 15) (n + 1)
    | n `mod` 5 == 0 = go (acc + 5) (n + 1)
    | n `mod` 3 == 0 = go (acc + 3) (n + 1)
    | otherwise = go (acc + 1) (n + 1)

c07 :: [String]
c07 = map fizz [1 .. 15] where
  fizz :: Int -> String
  fizz n = case (n `mod` 3 == 0, n `mod` 5 == 0) of
    (True, True) -> "FizzBuzz"
    (True, _) -> "Fizz"
    (_, True) -> "Buzz"
    _ -> show n

c08 :: Int
c08 = go 0 0 where
  go :: Int -> Int -> Int
  go acc n = if n > 20 then acc else go (if even n && n > 5 || n == 3 then acc + n else acc) (n + 1)

c09 :: [Bool]
c09 = [not (x > 3) && (x < 10 || x == 100) | x <- [1, 5, 100, 11 :: Int]]

c10 :: Int
c10 = case (if 3 > (2 :: Int) then Just 1 else Nothing) of
  Just n -> n + 1
  Nothing -> 0

c11 :: Int
c11 = case (if 3 > (2 :: Int) then error "then-branch" else Nothing) of
  Just n -> n + 1
  Nothing -> 0

c12 :: Int
c12 = case (case compare (1 :: Int) 2 of LT -> Left 'a'; EQ -> Right 0; GT -> error "gt") of
  Left c -> fromEnum c
  Right n -> n

c13 :: Int
c13 = case (case compare (3 :: Int) 2 of LT -> Left 'a'; EQ -> Right 0; GT -> error "gt13") of
  Left c -> fromEnum c
  Right n -> n

c14 :: Int
c14 = let f x = case (case x of 0 -> Nothing; 1 -> Just x; _ -> Just (x * 2)) of
                  Nothing -> -1
                  Just y -> y + 1
      in sum (map f [0, 1, 2, 3 :: Int])

c15 :: Int
c15 = let pick b = case (if b then (1, error "second") else (error "first", 2)) of
                     (x, y) -> if b then x else y
      in pick True + pick False

c16 :: [Int]
c16 = [signum x * abs x | x <- [-3, 0, 4, minBound :: Int]]

c17 :: String
c17 = let cmp3 a b c = case compare a b of
            EQ -> compare b c
            r -> r
      in show [cmp3 x y z | x <- [1, 2 :: Int], y <- [1, 2], z <- [1, 2]]

c18 :: Int
c18 = go 0 0 where
  go :: Int -> Int -> Int
  go i acc = case i `compare` 10 of
    GT -> acc
    _ -> go (i + 1) (case acc `compare` 20 of LT -> acc + i; _ -> acc - 1)

c19 :: Bool
c19 = (1 :: Int) < 2 || error "rhs of ||"

c20 :: Bool
c20 = (1 :: Int) > 2 && error "rhs of &&"

c21 :: Bool
c21 = (1 :: Int) > 2 || error "rhs forced 21"

c22 :: Int
c22 = if null (filter (> 10) [1 .. 5 :: Int]) then 1 else 2

c23 :: Int
c23 = let x = 7 :: Int
          y = if x `rem` 2 == 1 then x * 3 + 1 else x `div` 2
      in case y `compare` 20 of LT -> y; _ -> y - 20

c24 :: [Int]
c24 = [ if a `mod` b == 0 then a `div` b else a `mod` b | a <- [10, -10], b <- [3, -3, 5]]

c25 :: Int
c25 = maximum (map (\x -> max (x `mod` 7) (x `rem` 5)) [-10 .. 10 :: Int])

run :: String
run = unlines
  [ show c01
  , show c03
  , show c04
  , show c05
  , show c06
  , show c07
  , show c08
  , show c09
  , show c10
  , show c12
  , show c14
  , show c15
  , show c16
  , show c17
  , show c18
  , show c19
  , show c20
  , show c22
  , show c23
  , show c24
  , show c25
  ]
