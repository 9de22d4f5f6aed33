-- G2-EXPECT: sumUpTo safe
-- G2-EXPECT: sumUpToBad concrete
-- G2-CHECK: sumUpToBad \n r -> r < n
module R184Qualif2 where

{-@ qualif Ge(v:int, n:int): v >= n @-}
{-@ qualif Pos(v:int): v > 0 @-}

{-@ sumUpTo :: n:Nat -> {v:Int | v >= n} @-}
sumUpTo :: Int -> Int
sumUpTo n = go 0 0
  where
    go i acc = if i > n then acc else go (i + 1) (acc + i)

-- Bug: stops before adding n: sumUpToBad 1 = 0.
{-@ sumUpToBad :: n:Nat -> {v:Int | v >= n} @-}
sumUpToBad :: Int -> Int
sumUpToBad n = go 0 0
  where
    go i acc = if i >= n then acc else go (i + 1) (acc + i)
