{-# OPTIONS_GHC -fexpose-all-unfoldings #-}
-- | LiquidHaskell's @Language.Haskell.Liquid.ProofCombinators@ (the equational-proof
-- vocabulary of reflected code), so that such files compile with the G2 plugin. Proofs
-- are unit values; under the engine they are ordinary (terminating or not) code, and a
-- proof's refinement is checked like any other.
module Language.Haskell.Liquid.ProofCombinators
  ( Proof
  , QED (..)
  , trivial
  , (===)
  , (=<=)
  , (=>=)
  , (***)
  , (?)
  , (==.)
  , (&&&)
  , (==>)
  , impossible
  , withProof
  ) where

type Proof = ()

data QED = QED | Admit

trivial :: Proof
trivial = ()

infixl 3 ===
-- | @x === y@ is @y@; the refinement says @x = y@.
(===) :: a -> a -> a
_ === y = y

infixl 3 =<=
(=<=) :: a -> a -> a
_ =<= y = y

infixl 3 =>=
(=>=) :: a -> a -> a
_ =>= y = y

infixl 3 ==.
(==.) :: a -> a -> a
_ ==. y = y

infixl 2 ***
(***) :: a -> QED -> Proof
_ *** _ = ()

infixl 3 ?
(?) :: a -> Proof -> a
x ? _ = x

infixr 2 &&&
(&&&) :: Proof -> Proof -> Proof
_ &&& _ = ()

infixr 2 ==>
(==>) :: Proof -> Proof -> Proof
_ ==> _ = ()

-- | @{v:a | false} -> b@: must be unreachable.
impossible :: a -> b
impossible _ = error "Language.Haskell.Liquid.ProofCombinators.impossible"

withProof :: a -> b -> a
withProof x _ = x
