-- Peano arithmetic and McCarthy's 91 function (issue 3 acceptance).
module Peano where

data Nat = Z | S Nat deriving (Show, Eq)

add :: Nat -> Nat -> Nat
add Z y = y
add (S x) y = S (add x y)

multiply :: Nat -> Nat -> Nat
multiply Z _ = Z
multiply (S x) y = add y (multiply x y)

four :: Nat
four = S (S (S (S Z)))

mc91 :: Int -> Int
mc91 n = if n > 100 then n - 10 else mc91 (mc91 (n + 11))
