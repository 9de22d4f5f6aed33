module ExprSimplify where

data E = C Int | V String | E :+: E | E :*: E deriving (Show, Eq)
infixl 6 :+:
infixl 7 :*:

simp :: E -> E
simp (a :+: b) = case (simp a, simp b) of
  (C 0, e) -> e
  (e, C 0) -> e
  (C x, C y) -> C (x + y)
  (x, y) -> x :+: y
simp (a :*: b) = case (simp a, simp b) of
  (C 0, _) -> C 0
  (_, C 0) -> C 0
  (C 1, e) -> e
  (e, C 1) -> e
  (C x, C y) -> C (x * y)
  (x, y) -> x :*: y
simp e = e

run :: String
run = unlines (map (show . simp)
  [ C 0 :+: V "x" :*: C 1, (C 2 :+: C 3) :*: V "y", V "a" :*: (C 0 :+: C 0) :+: C 7, C (-2) :*: C 3 ])
