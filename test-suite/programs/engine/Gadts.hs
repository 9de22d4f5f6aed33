{-# LANGUAGE GADTs, ExistentialQuantification #-}
-- Inputs of GADT and existential types.
module Gadts where

data Expr a where
  IntE  :: Int -> Expr Int
  BoolE :: Bool -> Expr Bool
  Add   :: Expr Int -> Expr Int -> Expr Int
  If    :: Expr Bool -> Expr Int -> Expr Int -> Expr Int

evalInt :: Expr Int -> Int
evalInt (IntE n) = n
evalInt (Add a b) = evalInt a + evalInt b
evalInt (If c t e) = if evalBool c then evalInt t else evalInt e

evalBool :: Expr Bool -> Bool
evalBool (BoolE b) = b

-- Any witness type is a real input of an unconstrained existential.
data Some = forall a. Some a

someOne :: Some -> Int
someOne (Some _) = 1

-- A constrained existential holds a class dictionary.
data Showable = forall a. Show a => MkShowable a

width :: Showable -> Int
width (MkShowable a) = length (show a)
