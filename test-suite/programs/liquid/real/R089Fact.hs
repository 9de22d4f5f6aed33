-- G2-EXPECT: fact safe
-- G2-EXPECT: factPos safe
-- G2-EXPECT: factGrows concrete
{-@ LIQUID "--reflection" @-}
{-@ LIQUID "--ple" @-}
{-@ LIQUID "--expect-any-error" @-}
module R089Fact where

import Language.Haskell.Liquid.ProofCombinators

{-@ reflect fact @-}
{-@ fact :: Nat -> Nat @-}
fact :: Int -> Int
fact 0 = 1
fact n = n * fact (n - 1)

{-@ factPos :: n:Nat -> {fact n > 0} @-}
factPos :: Int -> Proof
factPos 0 = trivial
factPos n = factPos (n - 1)

-- Bug: fact 1 = fact 0 = 1, not strictly larger: factGrows 0.
{-@ factGrows :: n:Nat -> {fact (n + 1) > fact n} @-}
factGrows :: Int -> Proof
factGrows n = factPos n
