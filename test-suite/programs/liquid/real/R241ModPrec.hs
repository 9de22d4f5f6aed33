-- G2-EXPECT: nextParity safe
-- G2-EXPECT: nextParity2 concrete
-- G2-EXPECT: wrapAdd safe
-- G2-EXPECT: wrapAdd2 concrete
-- G2-EXPECT: haskellMod safe
-- G2-CHECK: nextParity2 \x r -> r /= (x + 1) `mod` 2
-- G2-CHECK: wrapAdd2 \x y r -> r /= (x + y) `mod` 12
module R241ModPrec where

-- In LiquidHaskell's logic a bare `mod` binds looser than `+`: `x + 1 mod 2` is
-- `(x + 1) mod 2` (once read as `x + (1 mod 2)`: a false counterexample for
-- nextParity, none for nextParity2).

{-@ nextParity :: x:Int -> {v:Int | v = x + 1 mod 2} @-}
nextParity :: Int -> Int
nextParity x = (x + 1) `mod` 2

-- Bug: Haskell's `mod` binds tighter than +, so this is x + 1.
{-@ nextParity2 :: x:Int -> {v:Int | v = x + 1 mod 2} @-}
nextParity2 :: Int -> Int
nextParity2 x = x + 1 `mod` 2

-- Clock arithmetic.
{-@ wrapAdd :: x:Nat -> y:Nat -> {v:Nat | v = x + y mod 12 && v < 12} @-}
wrapAdd :: Int -> Int -> Int
wrapAdd x y = (x + y) `mod` 12

-- Bug: forgets to wrap.
{-@ wrapAdd2 :: x:Nat -> y:Nat -> {v:Nat | v = x + y mod 12} @-}
wrapAdd2 :: Int -> Int -> Int
wrapAdd2 x y = x + y

-- The backtick form keeps Haskell's precedence.
{-@ haskellMod :: x:Int -> {v:Int | v = x + 1 `mod` 2} @-}
haskellMod :: Int -> Int
haskellMod x = x + 1
