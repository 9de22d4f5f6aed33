{-# OPTIONS_GHC -fno-worker-wrapper #-}
-- (No worker/wrapper split: the engine recognises these functions by name, and a
-- worker would take their place in the unfoldings of modules that call them.)
-- | The user-facing vocabulary of G2: the engine recognises these functions by their
-- names (module "G2.Symbolic"), so they are NOINLINE and keep their names in Core.
--
-- Run by GHC, they behave as plain Haskell: 'assume' and 'assert' check their
-- condition, and 'symbolic' is an error, since a symbolic value only means something
-- under the engine.
module G2.Symbolic
  ( assume
  , assert
  , symbolic
  , (==>)
  , choose
  ) where

-- | @assume c x@ is @x@ on paths where @c@ holds; the engine prunes the others.
assume :: Bool -> a -> a
assume True x = x
assume False _ = error "G2.Symbolic.assume: assumption failed"
{-# NOINLINE assume #-}

-- | @assert c x@ is @x@ when @c@ holds; the engine reports inputs that make @c@ False.
assert :: Bool -> a -> a
assert True x = x
assert False _ = error "G2.Symbolic.assert: assertion failed"
{-# NOINLINE assert #-}

-- | A fresh symbolic value of any type; only meaningful under the engine.
symbolic :: a
symbolic = error "G2.Symbolic.symbolic: only meaningful under g2"
{-# NOINLINE symbolic #-}

-- | Implication.
(==>) :: Bool -> Bool -> Bool
True ==> b = b
False ==> _ = True
{-# INLINABLE (==>) #-}
infixr 1 ==>

-- | @choose a b@ is either @a@ or @b@: the engine explores both (the counterfactual
-- branch of the papers, @a ▷ b@). Run by GHC it is @a@.
choose :: a -> a -> a
choose a _ = a
{-# NOINLINE choose #-}
