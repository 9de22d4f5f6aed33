-- G2-EXPECT: nonce safe
-- G2-EXPECT: nextId safe
-- G2-EXPECT: idBad concrete
-- G2-CHECK: idBad \x r -> r <= 0
{-@ LIQUID "--expect-any-error" @-}
module R149Assume2 where

{-@ assume abs :: x:Int -> {v:Int | v >= 0 && (v = x || v = 0 - x)} @-}

{-@ assume seed :: {v:Int | v > 0} @-}
seed :: Int
seed = 42

{-@ nonce :: {v:Int | v > 0} @-}
nonce :: Int
nonce = seed + 1

{-@ nextId :: Int -> {v:Int | v > 0} @-}
nextId :: Int -> Int
nextId x = abs x + 1

-- Bug: abs 0 is 0: idBad 0.
{-@ idBad :: Int -> {v:Int | v > 0} @-}
idBad :: Int -> Int
idBad x = abs x
