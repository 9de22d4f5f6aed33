{-# LANGUAGE ForeignFunctionInterface #-}
-- | What the serializing options ask of a module (dump-wire, dump-census, timing,
-- report-missing), done in the plugin GHC loads (Note [Serializing without the
-- engine]), and the diagnostics of the plugin's Core passes.
--
-- Note [Serializing without the engine]
-- ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
-- Every `g2` run compiles the user's module with dump-wire: the engine then runs in
-- the g2 process, not in GHC's. Serializing needs only GHC's API and the interfaces of
-- G2's models, so the serializer (G2.Wire, G2.Plugin.Serialize and what it uses) is in
-- g2-plugin-light, and a module whose options ask only for its wire is serialized
-- here, without loading the rest of g2-plugin: its shared object, the Rust engine and
-- Z3 linked into it, and the packages it depends on. That load was a third of GHC's
-- time on a small module (scripts/g2-ghc -c with -O0: 0.09 s without it, 0.125 s with
-- it, load 1-2). The rest of g2-plugin is still loaded for what needs it: queries
-- (their Core is embedded and loaded into the engine once), liquid annotations, and
-- the options that run the engine in GHC (dump-ir, check-census).
--
-- Note [Stopping after the wire]
-- ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
-- A `g2` run compiles the user's file with `--make` only for its wire: the modules it
-- imports from beside it need their interfaces (their code travels in the unfoldings,
-- Note [Code of other modules] in "G2.Plugin.Light"), but nothing needs the last module's
-- interface or object code. Its back end (the -O0 Core passes, tidying, CorePrep, STG,
-- Cmm, the code generator and the assembler) was about a third of GHC's time on a
-- one-module program (bench/programs/Mixed.hs: `ghc -c -O0` 0.22 s of CPU, 0.155 s
-- with -fno-code). -fno-code itself is no way out: GHC then runs no Core pass, and the
-- imported modules' interfaces lose their unfoldings. So with stop-after-wire the
-- dump pass, once it has written the wire of the last module a --make run compiles
-- (every other module of the run's graph is in the home package table: with several
-- targets, only after all of them; never in one-shot mode, `ghc -c`), ends GHC with
-- exit status 0. It removes GHC's temporary files and directories as GHC's own exit
-- would, flushes the standard handles, and calls C's exit, not Haskell's: the RTS's
-- shutdown makes a last major collection, which copies GHC's whole heap (the
-- interfaces read and the serializer's data), 15-23 ms on Mixed.hs. So does
-- g2-plugin's Core pass ("G2.Plugin.CorePass") when the contracts of LiquidHaskell
-- annotations are only added (`g2 liquid` and `g2 check`), not checked in GHC. With
-- it, Mixed.hs took 0.22 s in GHC instead of 0.33-0.4 s (wall), and the test suite
-- 553 s instead of 663 s. rust-core/tests/cli.rs checks that no code is made for the
-- last module and that its wire is whole.
module G2.Plugin.Dump
  ( Diag (..)
  , dumpPass
  , serializeForOptions
  , report
  , stopAfterWire
  ) where

import Control.Exception (SomeException, evaluate, try)
import Control.Monad (forM_, unless, when)
import Data.Maybe (isJust)
import Control.Monad.IO.Class (liftIO)
import qualified Data.ByteString as BS
import qualified Data.ByteString.Builder as B
import qualified Data.ByteString.Lazy as BL
import GHC.Clock (getMonotonicTime)
import Foreign.C.Types (CInt (..))
import System.IO (hFlush, hPutStrLn, stderr, stdout)
import Text.Printf (printf)

import G2.Census (coreCensus, renderCensus)
import G2.Plugin.GHC
import G2.Plugin.Options
import G2.Plugin.Serialize (wireModule)
import G2.Wire

-- | A problem found by a pass, reported as a GHC diagnostic.
data Diag = DiagError String | DiagWarn String

-- | The Core pass of a module whose options ask only for its wire: the module
-- unchanged, and what the options ask written out.
dumpPass :: Options -> ModGuts -> CoreM ModGuts
dumpPass opts guts = do
  hsc <- getHscEnv
  res <- liftIO (try (serializeForOptions hsc opts guts))
  report guts ([] <$ res)
  liftIO (stopAfterWire hsc opts (mg_module guts))
  pure guts

-- | Ends GHC (exit status 0) when the options say it runs only for the wire and the
-- module is the last one (Note [Stopping after the wire]); called after its wire is
-- written and its diagnostics reported.
stopAfterWire :: HscEnv -> Options -> Module -> IO ()
stopAfterWire hsc opts m =
  when (optStopAfterWire opts && isLastModule hsc m) $ do
    hFlush stdout
    hFlush stderr
    cleanTempFiles (hsc_dflags hsc)
    cleanTempDirs (hsc_dflags hsc)
    c_exit 0

-- | C's exit: ends the process without the RTS's shutdown, whose last major
-- collection copies GHC's whole heap (Note [Stopping after the wire]).
foreign import ccall unsafe "stdlib.h exit" c_exit :: CInt -> IO ()

-- | Whether the module is the last one a --make run compiles: every other module of
-- the run's graph is compiled already (in the home package table). Never in one-shot
-- mode (`ghc -c`), whose graph is empty and whose modules all need their code. A
-- module whose hs-boot file is compiled counts as compiled (the table holds the boot
-- interface under its name): the real module of a {-# SOURCE #-} cycle comes after the
-- modules that import its boot file, so GHC stops after the user's module, whose wire
-- `g2` wants, not after the other one's (rust-core/tests/cli.rs,
-- g2_liquid_checks_a_program_with_an_hs_boot_file).
isLastModule :: HscEnv -> Module -> Bool
isLastModule hsc m =
  not (isOneShot (ghcMode (hsc_dflags hsc)))
    && all compiled (mgModSummaries (hsc_mod_graph hsc))
  where
    compiled ms = ms_mod_name ms == moduleName m
                  || isJust (lookupHpt (hsc_HPT hsc) (ms_mod_name ms))

-- | Serializes the module and does what the serializing options ask: the wire's bytes,
-- its module and its tables, for a caller that also needs them.
serializeForOptions :: HscEnv -> Options -> ModGuts -> IO (BS.ByteString, WireModule, WireTables)
serializeForOptions hsc opts guts = do
  let modName = moduleNameFS (moduleName (mg_module guts))
  t0 <- getMonotonicTime
  (wm, missing) <- wireModule hsc guts (mg_binds guts)
  when (optReportMissing opts) $
    forM_ missing $ \(v, from) -> hPutStrLn stderr $ "G2: no definition for " ++ qualName v
      ++ maybe "" (\f -> " (referred to by " ++ qualName f ++ ")") from
  let (builder, tables) = encodeModule wm
      bytes = BL.toStrict (B.toLazyByteString builder)
  _ <- evaluate (BS.length bytes)
  t1 <- getMonotonicTime
  when (optTiming opts) $
    hPutStrLn stderr $ printf
      "G2: %s: serialized %d bytes (%d binds, %d externals, %d tycons) in %.1f ms"
      (show modName) (BS.length bytes) (length (wmBinds wm)) (length (wmExternals wm))
      (wtTyCons tables) ((t1 - t0) * 1000)
  forM_ (optDumpWire opts) $ \path -> BS.writeFile path bytes
  forM_ (optDumpCensus opts) $ \path -> writeFile path (renderCensus (coreCensus wm tables))
  pure (bytes, wm, tables)

-- | Reports a pass's diagnostics (errors stop the compilation).
report :: ModGuts -> Either SomeException [Diag] -> CoreM ()
report guts res = do
  dflags <- getDynFlags
  let diags = case res of
        Left e -> [DiagError ("internal error in the G2 plugin: " ++ show e)]
        Right ds -> ds
      loc = mg_loc guts
      warns = [ mkPlainWarnMsg dflags loc (text ("G2: " ++ w)) | DiagWarn w <- diags ]
      errs = [ text e | DiagError e <- diags ]
  liftIO $ forM_ warns (printOrThrowWarnings dflags . unitBag)
  unless (null errs) $
    liftIO $ throwOneError (mkPlainErrMsg dflags loc (vcat (map (text "G2:" <+>) errs)))

-- | The defining module and occurrence of a global id, e.g. @GHC.List.elem@.
qualName :: Id -> String
qualName v = maybe "" (\m -> unpackFS (moduleNameFS (moduleName m)) ++ ".") (nameModule_maybe n)
  ++ occNameString (nameOccName n)
  where n = varName v
