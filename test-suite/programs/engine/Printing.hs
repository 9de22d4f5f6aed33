{-# LANGUAGE GADTs #-}
-- Values that `g2` must print as GHC's `show` does (issue 12, item 6): records, infix
-- constructors with their fixities, newtypes, GADTs, negative numbers in argument
-- position, strings with escapes, nested lists and tuples. Each function takes one
-- argument, so that tests/cli.rs can check each printed argument `A` against GHC's
-- `showsPrec 11 A ""` and each result `R` against `show R`.
module Printing where

import Data.List.NonEmpty (NonEmpty (..))

data P = P { px :: Int, py :: Int }
  deriving (Eq, Show)

-- True only at P {px = 3, py = -2}.
recordAt :: P -> Bool
recordAt p = px p == 3 && py p == -2

data Expr = Lit Int | Expr :+: Expr | Expr :*: Expr | Expr `Minus` Expr
  deriving (Eq, Show)

infixl 6 :+:
infixl 7 :*:
infixl 6 `Minus`

-- True only at Lit 2 :*: (Lit (-1) :+: Lit 3); shapes cut short are False.
product2 :: Expr -> Bool
product2 (a :*: (b :+: c)) = a == Lit 2 && b == Lit (-1) && c == Lit 3
product2 _ = False

-- A backquoted infix constructor: True at (Lit 1 :+: Lit 1) `Minus` Lit 5.
minus :: Expr -> Bool
minus (Minus (a :+: b) c) = a == Lit 1 && b == a && c == Lit 5
minus _ = False

-- NonEmpty: infixr 5 :|.
nonEmpty :: NonEmpty Int -> Bool
nonEmpty (x :| xs) = x == -1 && xs == [2]

newtype Age = Age Int
  deriving (Eq, Show)

adult :: Age -> Bool
adult (Age n) = n >= 18

newtype Name = Name { unName :: String }
  deriving (Eq, Show)

-- A string with characters that need escapes.
quoted :: Name -> Bool
quoted (Name s) = s == "a\"\n\233\&1"

data E a where
  IntE :: Int -> E Int
  AddE :: E Int -> E Int -> E Int

instance Show (E a) where
  showsPrec d (IntE n) = showParen (d > 10) (showString "IntE " . showsPrec 11 n)
  showsPrec d (AddE a b) =
    showParen (d > 10) (showString "AddE " . showsPrec 11 a . showString " " . showsPrec 11 b)

evalE :: E Int -> Int
evalE (IntE n) = n
evalE (AddE a b) = evalE a + evalE b

-- A GADT value: its constructor's type equality is no argument.
gadt :: E Int -> Bool
gadt e = case e of
  AddE (IntE a) (IntE b) -> a == 5 && b == -5
  _ -> False

negativeJust :: Maybe Int -> Bool
negativeJust (Just x) = x == -7
negativeJust Nothing = False

negativeDouble :: Maybe Double -> Bool
negativeDouble (Just x) = x == -1.5
negativeDouble Nothing = False

nested :: [[Int]] -> Bool
nested xs = xs == [[1, -2], []]

pairs :: [(Int, Bool)] -> Bool
pairs ps = ps == [(-1, True), (2, False)]
