-- | The passes of the plugin that need the rest of g2-plugin (the serializer, the
-- liquid machinery, the engine), as the one value the plugin's small unit loads when a
-- module needs them ("G2.Plugin.OnDemand"; Note [The plugin's fixed cost] in
-- "G2.Plugin.Light"). 'Passes' is exported too: the small unit finds the type here by name
-- to check the value's type.
module G2.Plugin.Work (work, Passes) where

import G2.Plugin.CorePass (corePass)
import G2.Plugin.Liquid (injectContracts)
import G2.Plugin.LiquidCheck (liquidOffNote, liquidPass)
import G2.Plugin.Passes (Passes (..))
import G2.QuasiQuote.Rewrite (rewriteQueries)

work :: Passes
work = Passes
  { passRewriteQueries = rewriteQueries
  , passInjectContracts = injectContracts
  , passCore = corePass
  , passLiquid = liquidPass
  , passLiquidOffNote = liquidOffNote
  }
