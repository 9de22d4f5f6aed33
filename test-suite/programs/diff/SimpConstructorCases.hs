-- Written by a review of the simplifier (rust-core/src/simplify, session 11) to break
-- its rules: M17ConCase of that review, whose constants GHC and the engine agree on,
-- with and without the pass. `run` shows the ones GHC evaluates to values (the
-- others crash on purpose; the review checked their messages).
module SimpConstructorCases where

data P = P !Int Int deriving Show
data Q = Q Int !Int deriving Show
data T3 = T3 { ta :: Int, tb :: !Double, tc :: String } deriving Show
data Box a = Box a deriving Show
data SBox a = SBox !a deriving Show

c01 :: Int
c01 = case P (error "strict first") 1 of P _ y -> y

c02 :: Int
c02 = case P 1 (error "lazy second") of P x _ -> x

c03 :: Int
c03 = case Q (error "lazy first") 2 of Q _ y -> y

c04 :: Int
c04 = case Q 1 (error "strict second") of Q x _ -> x

c05 :: Int
c05 = case (1 + 2 :: Int, error "pair second" :: Int) of (a, _) -> a

c06 :: Int
c06 = case Box (error "box payload" :: Int) of Box _ -> 7

c07 :: Int
c07 = case SBox (error "sbox payload" :: Int) of SBox _ -> 7

c08 :: Int
c08 = case (length [1, 2, 3 :: Int], sum [1, 2, 3 :: Int]) of (a, b) -> a * b

c09 :: Int
c09 = case Just (3 * 3 :: Int) of Just n -> n + 1; Nothing -> 0

c10 :: String
c10 = case T3 1 (error "strict double") "s" of T3 a _ c -> show a ++ c

c11 :: String
c11 = case T3 (error "lazy a") 2.5 "s" of T3 _ b c -> show b ++ c

c12 :: Int
c12 = let mk n = P n (n * 2) in case mk 5 of P a b -> a + b

c13 :: Int
c13 = let mk n = P (n `div` 0) n in case mk 5 of P _ b -> b

c14 :: Int
c14 = let mk n = Q (n `div` 0) n in case mk 5 of Q _ b -> b

c15 :: [Int]
c15 = case ([x * x | x <- [1 ..]], error "second list") of (xs, _) -> take 3 xs

c16 :: Int
c16 = go (P 0 0) 10 where
  go :: P -> Int -> Int
  go (P a b) 0 = a + b
  go (P a b) n = go (P (a + n) (b - 1)) (n - 1)

c17 :: Int
c17 = go (Q 0 0) 10 where
  go :: Q -> Int -> Int
  go (Q a b) 0 = b
  go (Q a b) n = go (Q (error "lazy never") (b + n)) (n - 1)

c18 :: Int
c18 = go (P 0 0) 10 where
  go :: P -> Int -> Int
  go (P a b) 0 = a
  go (P a b) n = go (P (a + n) (error "lazy b")) (n - 1)

c19 :: Int
c19 = go (P 0 0) 10 where
  go :: P -> Int -> Int
  go (P a b) 0 = a
  go (P a b) n = go (P (if n == 3 then error "strict a at 3" else a + n) b) (n - 1)

c20 :: (Int, Int)
c20 = let swap (a, b) = (b, a) in case swap (swap (1, 2)) of (x, y) -> (x * 10, y)

c21 :: Int
c21 = case (case Just (4 :: Int) of Just n -> (n, n + 1); Nothing -> (0, 0)) of (a, b) -> a * b

c22 :: Int
c22 = let r = T3 { ta = 1, tb = 2, tc = "x" } in ta r + length (tc r) + round (tb r)

c23 :: Int
c23 = case [1, 2, error "third elem"] of (a : b : _) -> a + b; _ -> 0

c24 :: Int
c24 = case (Left (error "left payload") :: Either Int Int) of Left _ -> 1; Right x -> x

c25 :: Int
c25 = case (Right (2 :: Int) :: Either Int Int, Left (error "ignored")) of (Right x, _) -> x; _ -> 0

run :: String
run = unlines
  [ show c02
  , show c03
  , show c05
  , show c06
  , show c08
  , show c09
  , show c11
  , show c12
  , show c14
  , show c15
  , show c16
  , show c17
  , show c18
  , show c20
  , show c21
  , show c22
  , show c23
  , show c24
  , show c25
  ]
