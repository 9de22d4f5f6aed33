-- G2-EXPECT: inc safe
-- G2-EXPECT: prop_sq concrete blame=liquidAssertB
-- G2-EXPECT: prop_abs safe
-- G2-EXPECT: prop_zero concrete blame=liquidAssertB
-- G2-EXPECT: prop_ok safe
module R239UnannotatedProps where

-- Properties without annotations, as LiquidHaskell's own tests write them: it checks
-- every top-level binder, so an assertion that can fail in one is an error, also when
-- it is reached through an unannotated helper (whose type it infers from its uses).

import Language.Haskell.Liquid.Prelude (choose, liquidAssertB)

{-@ inc :: Nat -> Nat @-}
inc :: Int -> Int
inc n = n + 1

x :: Int
x = choose 0

-- Bug: choose 0 may be 0, and 0 * 0 > 0 is false.
prop_sq = let y = choose 0 in liquidAssertB (y * y > 0)

-- Safe: baz only ever gets a positive number here.
prop_abs = if x > 0 then baz x else False

-- Bug: x = 0 passes the test and baz 0 breaks the assertion.
prop_zero = if x >= 0 then baz x else False

-- Safe: an assertion that holds of every number.
prop_ok :: Bool
prop_ok = liquidAssertB (x * x >= 0 || x < 0 || x >= 0)

baz :: Int -> Bool
baz g = liquidAssertB (g > 0)
