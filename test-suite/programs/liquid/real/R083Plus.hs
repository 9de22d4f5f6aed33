-- G2-EXPECT: plusZero safe
-- G2-EXPECT: plusComm safe
-- G2-EXPECT: plusSucc safe
-- G2-EXPECT: plusBad concrete
{-@ LIQUID "--reflection" @-}
{-@ LIQUID "--ple" @-}
{-@ LIQUID "--exact-data-cons" @-}
module R083Plus where

import Language.Haskell.Liquid.ProofCombinators

data Peano = Z | S Peano
  deriving (Show, Eq)

{-@ reflect add @-}
add :: Peano -> Peano -> Peano
add Z m = m
add (S n) m = S (add n m)

{-@ plusZero :: n:Peano -> {add n Z = n} @-}
plusZero :: Peano -> Proof
plusZero Z = trivial
plusZero (S n) = plusZero n

{-@ plusSucc :: n:Peano -> m:Peano -> {add n (S m) = S (add n m)} @-}
plusSucc :: Peano -> Peano -> Proof
plusSucc Z _ = trivial
plusSucc (S n) m = plusSucc n m

{-@ plusComm :: n:Peano -> m:Peano -> {add n m = add m n} @-}
plusComm :: Peano -> Peano -> Proof
plusComm Z m = plusZero m
plusComm (S n) m = plusComm n m &&& plusSucc m n

-- Bug: adding one is not the identity: plusBad Z.
{-@ plusBad :: n:Peano -> {add n (S Z) = n} @-}
plusBad :: Peano -> Proof
plusBad _ = trivial
