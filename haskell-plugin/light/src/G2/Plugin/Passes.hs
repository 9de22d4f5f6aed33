-- | What the plugin GHC loads asks of the rest of g2-plugin: the passes that do the
-- work, in one record. The type is defined here, in the plugin's small unit, and its
-- one value, "G2.Plugin.Work".'G2.Plugin.Work.work', in the main library, which
-- "G2.Plugin.OnDemand" loads only for a module that needs it (Note [The plugin's
-- fixed cost] in "G2.Plugin.Light"). GHC checks the loaded value's type by this type's name,
-- so both sides see the same 'Passes'.
module G2.Plugin.Passes
  ( Passes (..)
  , queryQuoters
  , wireBindingName
  ) where

import G2.Plugin.GHC
import G2.Plugin.Options (Liquid, Options)

data Passes = Passes
  { passRewriteQueries :: ModSummary -> HsParsedModule -> Hsc HsParsedModule
    -- ^ "G2.QuasiQuote.Rewrite": the module's @[g2| |]@ queries
  , passInjectContracts :: Liquid -> ModSummary -> HsParsedModule -> Hsc HsParsedModule
    -- ^ "G2.Plugin.Liquid": the contracts of LiquidHaskell annotations
  , passCore :: Options -> ModGuts -> CoreM ModGuts
    -- ^ "G2.Plugin.CorePass": embeds a module's queries' Core, serializes per the
    -- options, and runs the engine's checks they ask for
  , passLiquid :: Liquid -> ModGuts -> CoreM ModGuts
    -- ^ "G2.Plugin.LiquidCheck": checks the contracts
  , passLiquidOffNote :: ModGuts -> CoreM ModGuts
    -- ^ the note that a module's annotations go unchecked without @liquid@
  }

-- | The quasi-quoters the plugin rewrites ("G2.QuasiQuote.Rewrite"), matched by
-- occurrence name (qualified or not). A module that uses none needs no rewriting.
queryQuoters :: [String]
queryQuoters = ["g2", "g2query"]

-- | The name of the binding "G2.QuasiQuote.Rewrite" adds to a module with queries,
-- whose right-hand side the Core pass replaces by the module's Core. A module that
-- declares it was rewritten by an earlier instance of this plugin (Note [The plugin
-- named twice] in "G2.Plugin.OnDemand").
wireBindingName :: String
wireBindingName = "g2'wire"
