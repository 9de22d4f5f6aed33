-- | What the contracts the plugin adds to a module refer to, imported qualified
-- (@import qualified G2.Liquid.Runtime as G2'P@): the Prelude and the library
-- functions with default specifications (Note [Library contracts] in
-- "G2.Liquid.Library"). A module of its own, so the import does not turn off the
-- implicit Prelude of the user's module.
module G2.Liquid.Runtime
  ( module Prelude
  , isJust
  , fromJust
  ) where

import Data.Maybe (fromJust, isJust)
