-- G2-EXPECT: sumUpTo safe
module R184Qualif2 where

{-@ qualif Ge(v:int, n:int): v >= n @-}
{-@ qualif Pos(v:int): v > 0 @-}

{-@ sumUpTo :: n:Nat -> {v:Int | v >= n} @-}
sumUpTo :: Int -> Int
sumUpTo n = go 0 0
  where
    go i acc = if i > n then acc else go (i + 1) (acc + i)
