{-# OPTIONS_GHC -fexpose-all-unfoldings #-}
-- | LiquidHaskell's @Language.Haskell.Liquid.Prelude@, so that LiquidHaskell files
-- compile unchanged with the G2 plugin and with @g2 liquid@. Run by GHC these are plain
-- Haskell; their refinement types (LIQUID-SPECS.md section 6) are default
-- specifications ("G2.Liquid.Library"): a call that breaks one (@liquidAssert False@,
-- a reachable @liquidError@) is a concrete counterexample blaming that function.
--
-- 'choose' is an arbitrary 'Int': under the engine, any value at all.
module Language.Haskell.Liquid.Prelude
  ( liquidAssert
  , liquidAssertB
  , liquidError
  , crash
  , liquidAssume
  , unsafeError
  , choose
  , isEven
  , isOdd
  , plus
  , minus
  , times
  , eq
  , neq
  , leq
  , geq
  , lt
  , gt
  , safeZipWith
  , (==>)
  , (<=>)
  ) where

import qualified G2.Symbolic as G2

-- | @{v:Bool | v} -> a -> a@
liquidAssert :: Bool -> a -> a
liquidAssert True x = x
liquidAssert False _ = error "liquidAssert: assertion failed"

-- | @{v:Bool | v} -> {v:Bool | v}@
liquidAssertB :: Bool -> Bool
liquidAssertB b = b

-- | @{v:String | false} -> a@: must be unreachable.
liquidError :: String -> a
liquidError msg = error msg

-- | @{v:Bool | v} -> a@
crash :: Bool -> a
crash _ = error "Language.Haskell.Liquid.Prelude.crash"

-- | @b:Bool -> a -> {v:a | b}@: trusted, so paths where @b@ is False are dropped.
liquidAssume :: Bool -> a -> a
liquidAssume = G2.assume

-- | No specification: an ordinary error.
unsafeError :: String -> a
unsafeError msg = error msg

-- | An arbitrary 'Int' (LiquidHaskell knows nothing about it). Under GHC it is its
-- argument; under the engine any 'Int' ('G2.choose' explores both alternatives, and
-- the second is a fresh symbolic value).
choose :: Int -> Int
choose x = G2.choose x G2.symbolic

-- | @x:Int -> {v:Bool | v <=> x mod 2 = 0}@
isEven :: Int -> Bool
isEven x = x `mod` 2 == 0

-- | @x:Int -> {v:Bool | v <=> x mod 2 = 1}@
isOdd :: Int -> Bool
isOdd x = x `mod` 2 == 1

plus, minus, times :: Int -> Int -> Int
plus x y = x + y
minus x y = x - y
times x y = x * y

eq, neq, leq, geq, lt, gt :: Int -> Int -> Bool
eq x y = x == y
neq x y = x /= y
leq x y = x <= y
geq x y = x >= y
lt x y = x < y
gt x y = x > y

-- | @(a -> b -> c) -> xs:[a] -> {v:[b] | len v = len xs} -> [c]@
safeZipWith :: (a -> b -> c) -> [a] -> [b] -> [c]
safeZipWith f (x : xs) (y : ys) = f x y : safeZipWith f xs ys
safeZipWith _ [] [] = []
safeZipWith _ _ _ = error "safeZipWith: lists of different lengths"

infixr 8 ==>
(==>) :: Bool -> Bool -> Bool
False ==> _ = True
True ==> b = b

infixr 8 <=>
(<=>) :: Bool -> Bool -> Bool
a <=> b = a == b
