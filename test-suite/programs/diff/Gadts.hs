{-# LANGUAGE GADTs, KindSignatures, DataKinds, RankNTypes, ExistentialQuantification #-}
-- GADTs and existentials written the usual ways: a typed expression language, a
-- length-indexed vector, an existential wrapper with a class, equality constraints in
-- ordinary syntax, and GADT records. Equality fields (coercions) are fields of the
-- constructors; every constant here is checked against GHC.
module Gadts where

import Data.List (sortOn)

data Expr a where
  IntE  :: Int -> Expr Int
  BoolE :: Bool -> Expr Bool
  Add   :: Expr Int -> Expr Int -> Expr Int
  If    :: Expr Bool -> Expr a -> Expr a -> Expr a
  Eq    :: Expr Int -> Expr Int -> Expr Bool
  Pair  :: Expr a -> Expr b -> Expr (a, b)
  Fst   :: Expr (a, b) -> Expr a

eval :: Expr a -> a
eval (IntE n) = n
eval (BoolE b) = b
eval (Add a b) = eval a + eval b
eval (If c t e) = if eval c then eval t else eval e
eval (Eq a b) = eval a == eval b
eval (Pair a b) = (eval a, eval b)
eval (Fst p) = fst (eval p)

size :: Expr a -> Int
size e = case e of
  IntE _ -> 1
  BoolE _ -> 1
  Add a b -> 1 + size a + size b
  If c t f -> 1 + size c + size t + size f
  Eq a b -> 1 + size a + size b
  Pair a b -> 1 + size a + size b
  Fst p -> 1 + size p

prog :: Expr Int
prog = If (Eq (Add (IntE 2) (IntE 3)) (IntE 5)) (Fst (Pair (IntE 10) (BoolE False))) (IntE 0)

c01 :: Int
c01 = eval prog

c02 :: (Int, Bool)
c02 = eval (Pair (Add (IntE 1) (IntE 41)) (Eq (IntE 1) (IntE 2)))

c03 :: Int
c03 = size prog

data Nat = Z | S Nat

data Vec (n :: Nat) a where
  VNil  :: Vec 'Z a
  VCons :: a -> Vec n a -> Vec ('S n) a

vhead :: Vec ('S n) a -> a
vhead (VCons x _) = x

vtoList :: Vec n a -> [a]
vtoList VNil = []
vtoList (VCons x xs) = x : vtoList xs

vzip :: Vec n a -> Vec n b -> Vec n (a, b)
vzip VNil VNil = VNil
vzip (VCons a as) (VCons b bs) = VCons (a, b) (vzip as bs)

vmap :: (a -> b) -> Vec n a -> Vec n b
vmap _ VNil = VNil
vmap f (VCons x xs) = VCons (f x) (vmap f xs)

v3 :: Vec ('S ('S ('S 'Z))) Int
v3 = VCons 1 (VCons 2 (VCons 3 VNil))

c04 :: Int
c04 = vhead v3

c05 :: [(Int, Char)]
c05 = vtoList (vzip v3 (VCons 'a' (VCons 'b' (VCons 'c' VNil))))

c06 :: [Int]
c06 = vtoList (vmap (* 10) v3)

data Shape = forall s. (Show s) => Shape String s (s -> Double)

area :: Shape -> Double
area (Shape _ s f) = f s

describe :: Shape -> String
describe (Shape name s _) = name ++ " " ++ show s

shapes :: [Shape]
shapes = [Shape "square" (3 :: Int) (\x -> fromIntegral (x * x)), Shape "rect" (2.0 :: Double, 4.5 :: Double) (\(w, h) -> w * h)]

c07 :: [Double]
c07 = map area shapes

c08 :: [String]
c08 = map describe (sortOn area shapes)

data Some where
  Some :: (Show a, Ord a) => [a] -> Some

largest :: Some -> String
largest (Some []) = "empty"
largest (Some xs) = show (maximum xs)

c09 :: [String]
c09 = map largest [Some [3, 1, 2 :: Int], Some "hello", Some ([] :: [Bool]), Some [Just 'x', Nothing]]

-- An equality constraint written in a signature (a boxed `~`, passed as a dictionary).
sameInt :: (a ~ Int) => a -> a -> a
sameInt x y = x + y

c10 :: Int
c10 = sameInt 20 22

data Tagged t where
  TInt :: { tint :: Int } -> Tagged Int
  TStr :: { tstr :: String, tlen :: Int } -> Tagged String

c11 :: (Int, String, Int)
c11 = (tint (TInt 7), tstr (TStr "ab" 2), tlen (TStr "abc" 3))

-- A GADT whose constructor fixes the index and also takes a class constraint.
data Box a where
  Num' :: (Num a, Show a) => a -> Box a
  Lit' :: String -> Box String

render :: Box a -> String
render (Num' n) = show (n + 1)
render (Lit' s) = s

c12 :: [String]
c12 = [render (Num' (41 :: Int)), render (Num' (1.5 :: Double)), render (Lit' "lit")]

-- A pattern match the type checker knows is exhaustive: only VCons can have type Vec ('S n).
c13 :: Int
c13 = vhead (VCons 5 VNil) + vhead (vmap negate v3)

-- Crashes on purpose: the failure message must agree with GHC's.
c14 :: Int
c14 = eval (If (BoolE True) (IntE (error "boom")) (IntE 0))

run :: String
run = show (c01, c02, c03, c04, c05, c06, c07) ++ show (c08, c09, c10, c11, c12, c13, c15)

evalInt :: Expr Int -> Int
evalInt = eval

vsum :: Vec ('S ('S 'Z)) Int -> Int
vsum v = sum (vtoList v)

-- A type-level state, indexed by a promoted constructor.
data DoorState = Opened | Closed

data Door (s :: DoorState) where
  OpenDoor :: Int -> Door 'Opened
  ClosedDoor :: Int -> Door 'Closed

closeDoor :: Door 'Opened -> Door 'Closed
closeDoor (OpenDoor n) = ClosedDoor (n + 1)

doorNumber :: Door s -> Int
doorNumber (OpenDoor n) = n
doorNumber (ClosedDoor n) = n

closedNumber :: Door 'Opened -> Int
closedNumber d = doorNumber (closeDoor d)

c15 :: Int
c15 = closedNumber (OpenDoor 41)
