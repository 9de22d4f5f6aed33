-- | The Core pass: serializes the module's desugared Core, and per the options dumps the
-- bytes, prints the engine's rendering, checks the census. Every failure, including an
-- exception from the serializer, becomes a GHC diagnostic; the ModGuts pass through
-- unchanged.
module G2.Plugin.CorePass (corePass, optionError, lookupModel) where

import Control.Exception (SomeException, evaluate, try)
import Control.Monad (forM_, unless, when)
import Control.Monad.IO.Class (liftIO)
import qualified Data.ByteString as BS
import qualified Data.ByteString.Builder as B
import qualified Data.ByteString.Lazy as BL
import GHC.Clock (getMonotonicTime)
import System.IO (hPutStrLn, stderr)
import Text.Printf (printf)

import G2.Census (coreCensus, diffCensus, renderCensus)
import G2.Engine
import G2.Models.Table (modelFor)
import G2.Plugin.GHC
import G2.Plugin.Options
import G2.Wire

-- | A problem found by the pass, reported as a GHC diagnostic.
data Diag = DiagError String | DiagWarn String

-- | Reports a bad option as a compile error.
optionError :: String -> CoreM ()
optionError err = do
  dflags <- getDynFlags
  liftIO $ throwOneError (mkPlainErrMsg dflags noSrcSpan (text ("G2.Plugin: " ++ err)))

corePass :: Options -> ModGuts -> CoreM ModGuts
corePass opts guts
  | not (wantsWire opts) = pure guts
  | otherwise = do
      dflags <- getDynFlags
      hsc <- getHscEnv
      res <- liftIO (try (runPass hsc opts guts))
      let diags = case res of
            Left e -> [DiagError ("internal error in the G2 plugin: "
                                  ++ show (e :: SomeException))]
            Right ds -> ds
          loc = mg_loc guts
          warns = [ mkPlainWarnMsg dflags loc (text ("G2: " ++ w)) | DiagWarn w <- diags ]
          errs = [ text e | DiagError e <- diags ]
      liftIO $ forM_ warns (printOrThrowWarnings dflags . unitBag)
      unless (null errs) $
        liftIO $ throwOneError (mkPlainErrMsg dflags loc (vcat (map (text "G2:" <+>) errs)))
      pure guts

runPass :: HscEnv -> Options -> ModGuts -> IO [Diag]
runPass hsc opts guts = do
  let modName = moduleNameFS (moduleName (mg_module guts))
  t0 <- getMonotonicTime
  (wm, missing) <- mkWireModuleM (lookupModel hsc) modName (mg_binds guts) (mg_insts guts)
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
  if not (optDumpIr opts || optCheckCensus opts)
    then pure []
    else do
      res <- withEngineModule bytes $ \m -> do
        irDiags <- if optDumpIr opts
          then renderModule m >>= either (\e -> pure [engineError "render" e])
                                         (\ir -> [] <$ putStr ir)
          else pure []
        censusDiags <- if optCheckCensus opts
          then checkCensus (renderCensus (coreCensus wm tables)) <$> moduleCensus m
          else pure []
        pure (irDiags ++ censusDiags)
      pure (either (\e -> [engineError "load" e]) id res)

-- | Compares our census with the engine's.
checkCensus :: String -> Either EngineError String -> [Diag]
checkCensus _ (Left e) = [engineError "census" e]
checkCensus ours (Right theirs) = case diffCensus ours theirs of
  [] -> []
  ds -> [DiagError (unlines ("the engine's census differs from GHC's Core (key: core/engine):"
          : [ "  " ++ k ++ ": " ++ a ++ " / " ++ b | (k, a, b) <- ds ]))]

engineError :: String -> EngineError -> Diag
engineError what e = DiagError ("engine " ++ what ++ " failed (status "
  ++ show (engineStatus e) ++ "): " ++ engineMessage e)

-- | The defining module and occurrence of a global id, e.g. @GHC.List.elem@.
qualName :: Id -> String
qualName v = maybe "" (\m -> unpackFS (moduleNameFS (moduleName m)) ++ ".") (nameModule_maybe n)
  ++ occNameString (nameOccName n)
  where n = varName v

-- | Note [Models] in "G2.Models.Table": the unfolding of the model of an id that has
-- none, if the table names one and its module and id can be found (the model modules
-- are in the g2-plugin package, exposed when GHC runs with @-package g2-plugin@ as
-- scripts/g2-ghc does). Anything not found is no model: the id stays undefined.
lookupModel :: HscEnv -> Id -> IO (Maybe CoreExpr)
lookupModel hsc v = case nameModule_maybe (varName v) of
  Nothing -> pure Nothing
  Just m -> case modelFor (unpackFS (moduleNameFS (moduleName m)))
                          (occNameString (nameOccName (varName v))) of
    Nothing -> pure Nothing
    Just (mm, mocc) -> do
      found <- findImportedModule hsc (mkModuleName mm) Nothing
      case found of
        Found _ modl -> do
          r <- try $ do
            n <- lookupOrigIO hsc modl (mkVarOcc mocc)
            thing <- lookupGlobal hsc n
            pure $ case thing of
              AnId mid -> maybeUnfoldingTemplate (realIdUnfolding mid)
              _ -> Nothing
          pure (either (\e -> const Nothing (e :: SomeException)) id r)
        _ -> pure Nothing
