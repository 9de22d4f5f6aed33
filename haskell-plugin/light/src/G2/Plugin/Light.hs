-- | The GHC plugin of G2-rs: @-fplugin=G2.Plugin@, options through
-- @-fplugin-opt=G2.Plugin:OPTION@ (see "G2.Plugin.Options"). This module is in the
-- small package g2-plugin-light, which g2-plugin re-exports; the passes that do the
-- work are in g2-plugin and loaded only for a module that needs them (Note [The
-- plugin's fixed cost]; "G2.Plugin.OnDemand").
--
-- After parsing, the plugin rewrites @[g2| ... |]@ queries into ordinary Haskell
-- ("G2.QuasiQuote.Rewrite"); modules without the QuasiQuotes extension, or without
-- such a quote, are skipped. With @liquid@, it then adds the contracts of the module's
-- LiquidHaskell annotations ("G2.Plugin.Liquid"), which the liquid pass
-- ("G2.Plugin.LiquidCheck") checks.
--
-- The Core pass ("G2.Plugin.CorePass") runs first in the Core pipeline, right after
-- desugaring, and returns the module unchanged.
--
-- Note [Unfoldings at -O0]
-- ~~~~~~~~~~~~~~~~~~~~~~~~
-- At -O0 GHC ignores the unfoldings in interface files (-fignore-interface-pragmas),
-- and without them the module's externals would be empty. The plugin leaves that flag
-- alone: turning it off made every module compiled with the plugin slower (GHC's -O0
-- pipeline then inlines imported code and type-checks what it calls), also modules
-- with nothing to check. The serializer reads the unfoldings it reaches from the
-- interface files instead (Note [Unfoldings on demand] in "G2.Plugin.Unfoldings").
--
-- Note [The plugin's fixed cost]
-- ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
-- A module with nothing to check (no annotations, queries or options asking for work)
-- still pays for the plugin (issue 15; bench/run.py --plugin-cost). Measured with
-- perf and by swapping parts out, -c -O0 on a 237-line module (BaseList) where plain
-- GHC takes 0.15-0.17 s of CPU, when all of G2 was one package:
--
--   * GHC's -O0 pipeline with interface unfoldings read: +0.02-0.04 s (it inlines
--     imported code and type-checks what it calls). Gone: Note [Unfoldings at -O0].
--   * Hashing the plugin's library: GHC records an MD5 of the library files of the
--     package that defines the plugin module in every module's interface
--     (GHC.HsToCore.Usage.mkPluginUsage): g2-plugin's static .a (6 MB) and shared
--     object (9 MB since Note [The engine without debug information] in Setup.hs,
--     25 MB before), 0.02 s (+12%).
--   * Any plugin at all: a plugin that does nothing, from a package of its own,
--     +0.012 s (+7-9%): GHC's linker starts and loads the ghc package and its 26
--     dependencies (already mapped in GHC's process), and the plugin's object.
--   * Loading g2-plugin: its shared object, the 24 packages it depended on beyond
--     GHC's own (hspec, tasty, QuickCheck ... for G2.Test, since moved out: below),
--     libz3 and the engine, and relocating them: about +10%.
--   * The flags of Note [Code of other modules] (+2%) and the passes on a module with
--     nothing to check (within the noise).
--
-- So the plugin GHC loads is a package of its own, g2-plugin-light
-- (haskell-plugin/light/, GHC's packages only; g2-plugin depends on it and re-exports
-- G2.Plugin, so users still write build-depends: g2-plugin and -fplugin=G2.Plugin).
-- Its passes decide cheaply whether a module needs work, and only then load the
-- record of g2-plugin's passes ("G2.Plugin.Work".work) the way GHC loads a plugin
-- ("G2.Plugin.OnDemand"), once per GHC process. A module needs work when
--
--   * its options ask for it ('asksForWork': liquid and the liquid-* options, and
--     dump-ir and check-census, which run the engine in GHC; the options that ask
--     only for the module's wire, dump-wire among them, are served by this package:
--     Note [Serializing without the engine] in "G2.Plugin.Dump");
--   * it has QuasiQuotes on and a quasi-quote of 'queryQuoters' ('hasQueries'); then
--     the Core pass also embeds the queries' Core;
--   * without liquid, its source file contains "{-@": g2-plugin then parses the
--     annotations for the note that they go unchecked ('mayHaveAnnotations').
--
-- GHC then hashes only g2-plugin-light's files (0.6 MB; 1.6 MB since the serializer
-- moved here, which cost BaseList 0.004 s more until G2.Models.Table's 250 tuples
-- became one string, and now within 0.002 s of before: medians of 21, interleaved,
-- load 0.5-1) and loads nothing beyond the ghc package. One cost is not the plugin's to avoid: GHC's linker, when it starts
-- (to load the plugin), first loads every package named by a -package or -package-id
-- flag, with its dependencies (GHC.Runtime.Linker.reallyInitDynLinker, Note [preload
-- packages] there). So scripts/g2-ghc names g2-plugin-light, not g2-plugin, whose
-- modules are visible anyway (its package database entry is exposed); a cabal
-- package with build-depends: g2-plugin gets -package-id g2-plugin, and GHC loads
-- g2-plugin with the plugin in every module of that package, as before the split
-- (without the hash). Measured (bench/run.py --plugin-cost's modules and Concrete,
-- interleaved, medians of 15, load 1-2): CPU +31-39% before the split; after it, with
-- g2-plugin-light named, +6-11% on BaseList and Everyday (wall +5-8%) and +11-16% on
-- Concrete (0.13 s of CPU without the plugin); with -package g2-plugin +16-27%.
--
-- What GHC loads with g2-plugin under cabal was then cut (BaseList, 0.16 s of CPU
-- without the plugin, medians of 15-21, each variant in the same interleaved run;
-- load 2-5, so +-0.003 s):
--
--   * The test frameworks, 0.006-0.007 s: tasty, hspec, QuickCheck and 19 more
--     packages, which only G2.Test and G2.Test.Hspec use. Those two are now the
--     package g2-test (haskell-plugin/test/), which a test-suite names beside
--     g2-plugin; g2-plugin no longer depends on them (roundtrip's test/OnDemand.hs
--     checks what GHC loads with it).
--   * Looking z3 up: GHC's loader runs `gcc --print-file-name` for a package's
--     extra-ghci-libraries not found in its library directories, 0.003 s (a process
--     spawned from GHC's large one). Gone: Note [Z3 beside the engine] in Setup.hs.
--
-- So a cabal package pays +14-15% where it paid +18-19% (BaseList and Everyday, the
-- previous build interleaved, medians of 21, load 1.5-2; bench/run.py's docstring).
-- What remains beyond scripts/g2-ghc's way (measured again later, BaseList, plain GHC
-- 0.156 s of CPU; medians of 21, interleaved, load 1-1.7; the cabal way +15.3%, +11.7%
-- with LIBRARY_PATH; g2-plugin-light's way +11.7%, +8.7% with it):
--
--   * GHC's own lookups of its packages' C libraries (below), 0.004-0.006 s: the
--     difference LIBRARY_PATH makes, on either way;
--   * loading g2-plugin, 0.003-0.005 s: CPU of dlopen in a process that has the ghc
--     package's libraries loaded, medians of 5: libstdc++ 1.0 ms, libz3 0.8 ms,
--     g2-plugin's shared object 1.1 ms (0.75 ms without the engine), text 0.3 ms,
--     parsec 0.2 ms; the dynamic loader binds 4,645 more symbols than with
--     g2-plugin-light alone (LD_DEBUG=bindings: libstdc++ 1,736, g2-plugin 1,209,
--     libz3 995, text and parsec the rest). GHC pays it once per process: cabal
--     compiles a component's modules in one `ghc --make`, where the linker starts
--     once, so a package of many modules pays it once.
--
-- Note [The engine stays in g2-plugin's shared object] in Setup.hs says why the engine
-- and libz3 are not a shared object of their own, opened on the first engine call.
--
-- Against a plugin that does nothing (defaultPlugin, in a package of its own), in one
-- interleaved run (medians of 21, load 1.1-1.6; BaseList / Everyday, plain GHC 0.160 /
-- 0.176 s): without LIBRARY_PATH the no-op plugin +8.4% / +8.8%, g2-plugin-light
-- +15.1% / +12.0%, the cabal way +18.9% / +15.3%; with it +5.4% / +5.2%, +10.6% /
-- +8.2%, +12.9% / +12.4%. So under cabal, without LIBRARY_PATH, what any plugin costs
-- leaves less than 2% for ours. g2-plugin-light's part over the no-op plugin (with
-- LIBRARY_PATH, medians of 21-31): the DynFlags hook of Note [Code of other modules]
-- +2-4 points (a no-op plugin with only that hook; the same flags given to GHC after
-- -O0, +1.5-2%), hashing its library files 2.3 ms (perf: MD5 of the 0.9 MB archive and
-- the 0.7 MB shared object, per module), loading its shared object 0.6 ms; a
-- type-checker plugin that solves nothing (Note [Suggesting derivingG2Rep]) is within
-- the noise.
--
-- And on both ways, the largest single part of what any plugin costs here: GHC's
-- loader looks up the C libraries of GHC's own packages (ghc-prim's c and m,
-- ghc-bignum's gmp, terminfo's tinfo) by running gcc four times, 0.006-0.009 s of the
-- 0.015-0.02 s of g2-plugin-light. No package of ours can change where GHC looks
-- (their directories, then $LIBRARY_PATH); with LIBRARY_PATH naming the directory of
-- libgmp.so (/usr/lib/x86_64-linux-gnu here) GHC finds them at once. So scripts/g2-ghc
-- sets it (every `g2` run; its comment), and README tells cabal users they may:
-- +10% became +6-7% (same measurement).
--
-- A module that needs work pays what it did before: loading g2-plugin, and the hash
-- of Note [Recompilation after the split] in place of mkPluginUsage's. A `g2` run
-- (dump-wire) no longer is one. On bench/programs/Concrete.hs (46 KB of wire)
-- the serializer itself takes 15-20 ms (3 ms to set up the unfolding and model
-- sources, 12 ms for the worklist, most of it reading and type-checking the
-- unfoldings of the 78 externals from base's interfaces; encoding 1-3 ms). Most of
-- the rest was GHC's garbage collector: 7 major collections of GHC's whole heap,
-- 0.14 s of GC against 0.09 s of mutator (+RTS -s); so scripts/g2-ghc gives GHC a
-- 64 MB allocation area: one major collection, 0.04 s of GC (its comment has more).
--
-- Note [Recompilation after the split]
-- ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
-- GHC recompiles a module when its plugin's library files change (mkPluginUsage) and,
-- with pluginRecompile = flagRecompile, when the plugin's options change. Both hold
-- as before, but the plugin's library is now g2-plugin-light only: a new build of
-- g2-plugin (the engine, the liquid checks) changes no hash GHC
-- records. A module the rest of g2-plugin worked on (embedded queries, liquid results
-- in g2__liquid) must be recompiled then, so the plugin records
-- g2-plugin's shared object as a file the module depends on, as Template Haskell's
-- addDependentFile does ('recordWorkDependency', in typeCheckResultAction, before
-- the desugarer writes the usages): an MD5 of 9 MB (about 0.013 s) for those modules
-- only. A module with nothing to check is not recompiled when g2-plugin changes:
-- nothing in it came from g2-plugin (the note on unchecked annotations is a message,
-- and records nothing). Nor is a module whose options ask only for its wire (Note
-- [Serializing without the engine] in "G2.Plugin.Dump"): the wire is written beside
-- the compilation, not into its results, so in a build directory that is kept, a new
-- build of the models leaves an unchanged module's old wire (and writes none while
-- GHC skips the module). `g2` compiles in a new directory every run. The decision that a module needs no work is
-- g2-plugin-light's, and a change to that package recompiles every module: GHC hashes
-- the main library's files (G2.Plugin alone) and the plugin's own fingerprint covers
-- g2-plugin-light:core, the rest (Note [The library GHC hashes] in entry/G2/Plugin.hs).
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
-- read back with findGlobalAnns): the unfoldings are GHC's own, read from the
-- interface when the serializer's worklist reaches them (Note [Unfoldings on demand]
-- in "G2.Plugin.Unfoldings"), with no second format to keep in step with GHC's Core,
-- and they also reach GHCi and -fno-code checks.
--
-- A module compiled without the plugin still lacks the code of its recursive and large
-- functions. The serializer lists each id it reaches with no definition in the wire
-- format's gaps ("G2.Plugin.Serialize".'explainGap'), with why and how to fix it in
-- the user's words: "its package P was compiled without the g2 plugin; build P with
-- -fplugin=G2.Plugin ..." when the user can, or a model missing from G2 for GHC's own
-- packages. The engine puts that text into the outcome. A gap the user can fix ends the
-- search at the first feasible path that needs it (rust-core search::explore): every
-- path needing it would be lost anyway, and a query should not spend its 60 s limit
-- before saying what to fix. Gaps in GHC's packages are explored around, as before,
-- and so are the ids of a module imported with {-# SOURCE #-}: it is compiled after
-- the module that imports its hs-boot file, so no flag can bring its code there.
module G2.Plugin.Light (plugin) where

import Control.Monad.IO.Class (liftIO)

import G2.Plugin.Dump (dumpPass)
import G2.Plugin.Exports (exportGenerated)
import G2.Plugin.GHC
import G2.Plugin.Identity (pluginRecompileWithLibrary)
import G2.Plugin.MissingInstance (missingInstancePlugin)
import G2.Plugin.OnDemand
import G2.Plugin.Options (Liquid, Options (..), checksLiquid, parseOptions, wantsWire)
import G2.Plugin.Passes (Passes (..))

plugin :: Plugin
plugin = defaultPlugin
  { installCoreToDos = \opts todos -> case parseOptions opts of
      Left err -> optionError err >> pure todos
      Right o -> pure (CoreDoPluginPass "G2 serialize" (serializePass o)
                       : [ CoreDoPluginPass "G2 liquid" (liquidPass lq)
                         | Just lq <- [optLiquid o], checksLiquid o ]
                       ++ [ CoreDoPluginPass "G2 liquid note" liquidOffNotePass
                          | Nothing <- [optLiquid o], Nothing <- [optDumpWire o] ]
                       ++ todos)
  , parsedResultAction = parsedAction
  -- Note [Recompilation after the split]
  , typeCheckResultAction = \_ summary env -> do
      worked <- liftIO (needsWork (ms_mod summary))
      if worked then recordWorkDependency env else pure env
  , dynflagsPlugin = \_ dflags -> pure (withUnfoldings dflags)
  -- Note [Suggesting derivingG2Rep]: adds a hint to a hopeless G2Rep error, solves nothing.
  , tcPlugin = \_ -> Just missingInstancePlugin
  -- The options decide what the plugin reports (liquid, liquid-errors, ...): a change
  -- of options recompiles the module, so a library with counterexamples cannot keep
  -- "building" from a stale interface; so does a new build of this library (Note [The
  -- library GHC hashes] in the main library's G2.Plugin).
  , pluginRecompile = pluginRecompileWithLibrary
  }

-- | After parsing: rewrites the module's queries and adds its contracts, with the main
-- library's passes, loaded only when the module has queries or the options ask for
-- work (Note [The plugin's fixed cost]); keeps generated bindings exported.
parsedAction :: [CommandLineOption] -> ModSummary -> HsParsedModule -> Hsc HsParsedModule
parsedAction _ summary parsed
  -- An hs-boot file declares only signatures: it gets no contracts (GHC rejects
  -- bindings there) and has no queries; its module is marked by its real source.
  | isBootSummary summary == IsBoot = pure parsed
parsedAction opts summary parsed = do
  let queries = xopt QuasiQuotes (ms_hspp_opts summary) && hasQueries parsed
      -- A bad option is reported by the Core pass.
      options = either (const Nothing) Just (parseOptions opts)
      liquid = optLiquid =<< options
      needs = queries || maybe False asksForWork options
  liftIO (markNeedsWork (ms_mod summary) needs)
  if not needs then pure (exportGenerated parsed) else do
    ps <- hscEnv >>= liftIO . passes
    rewritten <- exportGenerated <$>
      if queries then passRewriteQueries ps summary parsed else pure parsed
    maybe (pure rewritten) (\lq -> passInjectContracts ps lq summary rewritten) liquid

-- | Whether the options make the main library work on every module: its LiquidHaskell
-- annotations, or the engine run in GHC (dump-ir, check-census). The other serializing
-- options (dump-wire, timing ...) are served here (Note [Serializing without the
-- engine] in "G2.Plugin.Dump").
asksForWork :: Options -> Bool
asksForWork o = optLiquid o /= Nothing || optDumpIr o || optCheckCensus o

-- | The Core pass: the main library's ("G2.Plugin.CorePass") for a module that needs
-- it ('parsedAction' marked it: it has queries, whose Core is embedded, or the options
-- ask for the engine); this package's serialization when the options ask only for the
-- wire; the module unchanged otherwise.
serializePass :: Options -> ModGuts -> CoreM ModGuts
serializePass o guts = do
  worked <- liftIO (needsWork (mg_module guts))
  if worked
    then getHscEnv >>= liftIO . passes >>= \ps -> passCore ps o guts
    else if wantsWire o then dumpPass o guts else pure guts

liquidPass :: Liquid -> ModGuts -> CoreM ModGuts
liquidPass lq guts = do
  ps <- getHscEnv >>= liftIO . passes
  passLiquid ps lq guts

-- | Without the liquid option, the note on unchecked annotations, from the main
-- library, for a module whose source has @{-\@@ at all.
liquidOffNotePass :: ModGuts -> CoreM ModGuts
liquidOffNotePass guts = do
  may <- liftIO (maybe (pure False) mayHaveAnnotations (moduleSourceFile guts))
  if not may then pure guts else do
    ps <- getHscEnv >>= liftIO . passes
    passLiquidOffNote ps guts

-- | Reports a bad option as a compile error.
optionError :: String -> CoreM ()
optionError err = do
  dflags <- getDynFlags
  liftIO $ throwOneError (mkPlainErrMsg dflags noSrcSpan (text ("G2.Plugin: " ++ err)))

-- | Note [Code of other modules] and Note [GHCi].
withUnfoldings :: DynFlags -> DynFlags
withUnfoldings dflags = objectCodeInGhci (exposeCode dflags)

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
-- as in a compiled build. (The plugin no longer turns interface pragmas on, Note
-- [Unfoldings at -O0], so bytecode may work again; that is untried, and object code
-- stays.) The hook does not reach a `ghc --make -fbyte-code` run, whose modules GHC
-- still compiles to bytecode, and fails on a module whose own code has unboxed tuples:
-- so `g2` compiles to object code (test-suite/programs/engine/UnboxedTuples.hs).
objectCodeInGhci :: DynFlags -> DynFlags
objectCodeInGhci dflags
  | hscTarget dflags == HscInterpreted = dflags { hscTarget = defaultObjectTarget dflags }
  | otherwise = dflags
