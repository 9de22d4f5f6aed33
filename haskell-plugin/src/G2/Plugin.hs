-- | The GHC plugin of G2-rs: @-fplugin=G2.Plugin@, options through
-- @-fplugin-opt=G2.Plugin:OPTION@ (see "G2.Plugin.Options").
--
-- After parsing, the plugin rewrites @[g2| ... |]@ queries into ordinary Haskell
-- ("G2.QuasiQuote.Rewrite"); modules without the QuasiQuotes extension are skipped.
-- With @liquid@, it then adds the contracts of the module's LiquidHaskell annotations
-- ("G2.Plugin.Liquid"), which the liquid pass ("G2.Plugin.LiquidCheck") checks.
--
-- The Core pass ("G2.Plugin.CorePass") runs first in the Core pipeline, right after
-- desugaring, and returns the module unchanged.
--
-- Note [Unfoldings at -O0]
-- ~~~~~~~~~~~~~~~~~~~~~~~~
-- At -O0 GHC ignores the unfoldings in interface files (-fignore-interface-pragmas),
-- and without them the module's externals would be empty. The plugin turns that flag
-- off, which only makes GHC read more of the interfaces it already loads.
module G2.Plugin (plugin) where

import G2.Plugin.CorePass (corePass, optionError)
import G2.QuasiQuote.Rewrite (rewriteQueries)
import G2.Plugin.Exports (exportGenerated)
import G2.Plugin.GHC
import G2.Plugin.Liquid (injectContracts)
import G2.Plugin.LiquidCheck (liquidOffNote, liquidPass)
import G2.Plugin.Options (Options (..), checksLiquid, parseOptions)

plugin :: Plugin
plugin = defaultPlugin
  { installCoreToDos = \opts todos -> case parseOptions opts of
      Left err -> optionError err >> pure todos
      Right o -> pure (CoreDoPluginPass "G2 serialize" (corePass o)
                       : [ CoreDoPluginPass "G2 liquid" (liquidPass lq)
                         | Just lq <- [optLiquid o], checksLiquid o ]
                       ++ [ CoreDoPluginPass "G2 liquid note" liquidOffNote
                          | Nothing <- [optLiquid o], Nothing <- [optDumpWire o] ]
                       ++ todos)
  , parsedResultAction = \opts summary parsed -> do
      rewritten <- exportGenerated <$>
        if xopt QuasiQuotes (ms_hspp_opts summary) then rewriteQueries summary parsed
        else pure parsed
      -- A bad option is reported by the Core pass.
      case either (const Nothing) optLiquid (parseOptions opts) of
        Just lq -> injectContracts lq summary rewritten
        Nothing -> pure rewritten
  , dynflagsPlugin = \_ dflags -> pure (withUnfoldings dflags)
  -- The options decide what the plugin reports (liquid, liquid-errors, ...): a change
  -- of options recompiles the module, so a library with counterexamples cannot keep
  -- "building" from a stale interface.
  , pluginRecompile = flagRecompile
  }

-- | Note [Unfoldings at -O0], and Note [GHCi].
withUnfoldings :: DynFlags -> DynFlags
withUnfoldings dflags = objectCodeInGhci (gopt_unset dflags Opt_IgnoreInterfacePragmas)

-- Note [GHCi]
-- ~~~~~~~~~~~
-- With interface pragmas read, the desugared code of a module calls the workers and
-- wrappers of base (derived Show instances reach unboxed tuples), which GHC 9.0's
-- bytecode compiler cannot handle ("can't handle unboxed tuples and sums"). Under
-- GHCi (and cabal repl, ghcid) the plugin's modules are therefore compiled to object
-- code, as with -fobject-code: they load, and queries and checks see the same code
-- as in a compiled build.
objectCodeInGhci :: DynFlags -> DynFlags
objectCodeInGhci dflags
  | hscTarget dflags == HscInterpreted = dflags { hscTarget = defaultObjectTarget dflags }
  | otherwise = dflags
