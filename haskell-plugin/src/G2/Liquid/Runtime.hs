{-# OPTIONS_GHC -fexpose-all-unfoldings #-}
-- | What the contracts the plugin adds to a module refer to, imported qualified
-- (@import qualified G2.Liquid.Runtime as G2'P@): the Prelude and the library
-- functions with default specifications (Note [Library contracts] in
-- "G2.Liquid.Library"). A module of its own, so the import does not turn off the
-- implicit Prelude of the user's module.
module G2.Liquid.Runtime
  ( module Prelude
  , isJust
  , fromJust
  , pairwise
  ) where

import Data.Maybe (fromJust, isJust)

-- | LiquidHaskell's list type carries an abstract refinement relating each element to
-- every later one: @[a]<{\\x y -> x <= y}>@ is a sorted list. @pairwise p xs@ checks it.
pairwise :: (a -> a -> Bool) -> [a] -> Bool
pairwise p (x : xs) = all (p x) xs && pairwise p xs
pairwise _ [] = True
