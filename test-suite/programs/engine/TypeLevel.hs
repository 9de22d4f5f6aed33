{-# LANGUAGE GADTs, DataKinds, KindSignatures, TypeFamilies #-}
-- GADT indices the engine cannot compare (promoted constructors, type-level strings,
-- type families): it must not build ill-typed inputs, nor rule constructors out.
module TypeLevel where

import GHC.TypeLits (Symbol)

data L (s :: Symbol) where
  LA :: L "a"
  LB :: Int -> L "b"

-- Only LA is an L "a": 0 always.
onlyA :: L "a" -> Int
onlyA LA = 0

type family Elem c where
  Elem [e] = e

data T a where
  TF :: a -> T (Elem [a])
  TI :: Int -> T Int

-- TF 0 is a T Int (Elem [Int] = Int): 1000.
viaFamily :: T Int -> Int
viaFamily (TF _) = 1000
viaFamily (TI _) = 0
