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
--
-- Note [Code of other modules]
-- ~~~~~~~~~~~~~~~~~~~~~~~~~~~~
-- The engine runs an imported function from its unfolding, which GHC writes into the
-- defining module's interface file only for small non-recursive functions at -O, and
-- for none at -O0. So every module compiled with the plugin writes all of them: the
-- plugin's DynFlags hook sets -fexpose-all-unfoldings and unsets
-- -fomit-interface-pragmas. A query or check in one module can then run the code of
-- the user's other modules, and of any package built with the plugin, with no flag
-- from the user. The cost is larger interface files (the code of every binding, as
-- Core after optimisation at -O); what GHC inlines is still decided by each unfolding's
-- size, and the loop breakers stay loop breakers.
--
-- We chose this over storing our own serialized Core as a module annotation (mg_anns,
-- read back with findGlobalAnns): the unfoldings are GHC's own, already read lazily
-- from the interface by the serializer's worklist, with no second format to keep in
-- step with GHC's Core, and they also reach GHCi and -fno-code checks.
--
-- A module compiled without the plugin still lacks the code of its recursive and large
-- functions. The serializer lists each id it reaches with no definition in the wire
-- format's gaps ("G2.Plugin.Serialize".'explainGap'), with why and how to fix it in
-- the user's words: "its package P was compiled without the g2 plugin; build P with
-- -fplugin=G2.Plugin ..." when the user can, or a model missing from G2 for GHC's own
-- packages. The engine puts that text into the outcome. A gap the user can fix ends the
-- search at the first feasible path that needs it (rust-core search::explore): every
-- path needing it would be lost anyway, and a query should not spend its 60 s limit
-- before saying what to fix. Gaps in GHC's packages are explored around, as before.
module G2.Plugin (plugin) where

import G2.Plugin.CorePass (corePass, optionError)
import G2.QuasiQuote.Rewrite (rewriteQueries)
import G2.Plugin.Exports (exportGenerated)
import G2.Plugin.GHC
import G2.Plugin.Liquid (injectContracts)
import G2.Plugin.LiquidCheck (liquidOffNote, liquidPass)
import G2.Plugin.MissingInstance (missingInstancePlugin)
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
  -- Note [Suggesting derivingG2Rep]: adds a hint to a hopeless G2Rep error, solves nothing.
  , tcPlugin = \_ -> Just missingInstancePlugin
  -- The options decide what the plugin reports (liquid, liquid-errors, ...): a change
  -- of options recompiles the module, so a library with counterexamples cannot keep
  -- "building" from a stale interface.
  , pluginRecompile = flagRecompile
  }

-- | Note [Unfoldings at -O0], Note [Code of other modules] and Note [GHCi].
withUnfoldings :: DynFlags -> DynFlags
withUnfoldings dflags = objectCodeInGhci (exposeCode (gopt_unset dflags Opt_IgnoreInterfacePragmas))

-- | Note [Code of other modules]: this module's interface carries all its code.
exposeCode :: DynFlags -> DynFlags
exposeCode dflags = gopt_set (gopt_unset dflags Opt_OmitInterfacePragmas) Opt_ExposeAllUnfoldings

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
