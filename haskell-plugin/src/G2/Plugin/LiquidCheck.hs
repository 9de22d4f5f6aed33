-- | The liquid pass: with @liquid@ (and not @liquid-inject-only@), checks every function
-- with a LiquidHaskell annotation (or those of @liquid-only@) against the contracts
-- "G2.Plugin.Liquid" added to the module. It serializes the module's Core, loads it in
-- the engine and calls @g2_module_check@ per function; a non-empty report is a warning
-- (an error with @liquid-errors@) at the function, whose text is the report.
--
-- The pass never stops GHC for its own failures: an engine error or an exception is
-- a warning naming the function (or the module) and the problem. The ModGuts pass
-- through unchanged.
module G2.Plugin.LiquidCheck (liquidPass) where

import Control.Exception (SomeException, try)
import Control.Monad (forM, unless)
import Control.Monad.IO.Class (liftIO)
import qualified Data.ByteString.Builder as B
import qualified Data.ByteString.Lazy as BL
import Data.List (dropWhileEnd, isPrefixOf)

import G2.Engine
import G2.Plugin.GHC
import G2.Plugin.Liquid (checkedFunctions)
import G2.Plugin.Fixity (fixitiesOf)
import G2.Plugin.Models (inputBuilders, modelSource)
import G2.Plugin.Options (Liquid (..))
import G2.Wire

-- | What checking one function gave: a diagnostic (where, whether it is an error, the
-- text), or the outcome of a check that found no counterexample (function, outcome).
data Finding = Finding SrcSpan Bool String | NoCounterexample String String

liquidPass :: Liquid -> ModGuts -> CoreM ModGuts
liquidPass lq guts = do
  dflags <- getDynFlags
  hsc <- getHscEnv
  res <- liftIO (try (checkModule hsc lq guts))
  let findings = case res of
        Left e -> [Finding (moduleStart guts) False
                     ("G2: cannot check this module's LiquidHaskell annotations: "
                      ++ show (e :: SomeException))]
        Right fs -> fs
      doc = vcat . map text . lines
      warns = [ mkPlainWarnMsg dflags l (doc t) | Finding l False t <- findings ]
      errs = [ mkPlainErrMsg dflags l (doc t) | Finding l True t <- findings ]
  liftIO (printOrThrowWarnings dflags (listToBag warns))
  unless (null errs) $ liftIO (throwErrors (listToBag errs))
  -- Functions without a counterexample are not passed over in silence: one summary
  -- (an informational message, not a warning) states each one's outcome.
  let outcomes = [ (f, o) | NoCounterexample f o <- findings ]
      reports = length [ () | Finding _ _ t <- findings, not ("G2:" `isPrefixOf` t) ]
  unless (null outcomes) $ putMsg $ vcat $
    text ("G2: LiquidHaskell check of " ++ moduleNameString (moduleName (mg_module guts)) ++ ": "
          ++ show (length outcomes + reports) ++ " function(s) checked, "
          ++ show reports ++ " with a counterexample (above)")
    : [ text ("  " ++ f ++ ": " ++ o) | (f, o) <- outcomes ]
  pure guts

checkModule :: HscEnv -> Liquid -> ModGuts -> IO [Finding]
checkModule hsc lq guts = do
  annotated <- checkedFunctions (moduleNameString (moduleName (mg_module guts)))
  let wanted = maybe annotated id (lqOnly lq)
      unknown = [ Finding (moduleStart guts) False ("G2: liquid-only: " ++ f
                    ++ " has no LiquidHaskell annotation to check") | f <- wanted, f `notElem` annotated ]
      targets = filter (`elem` annotated) wanted
  if null targets then pure unknown else do
    let modName = moduleNameFS (moduleName (mg_module guts))
    models <- modelSource hsc
    builders <- inputBuilders hsc (mg_binds guts)
    (wm0, _) <- mkWireModuleM models modName (mg_binds guts) (mg_insts guts) builders
    fixity <- fixitiesOf hsc guts
    let wm = wm0 { wmFixity = fixity }
        bytes = BL.toStrict (B.toLazyByteString (fst (encodeModule wm)))
    res <- withEngineModule bytes $ \m -> forM targets $ \f -> do
      r <- checkFunction m f (lqTimeoutMs lq) (lqMachineInt lq)
      pure $ case r of
        Right outcome | "no counterexample" `isPrefixOf` outcome ->
          [NoCounterexample f (dropWhileEnd (== '\n') outcome)]
        Left e -> [Finding (spanOf f) False ("G2: cannot check " ++ f ++ ": the engine failed (status "
                    ++ show (engineStatus e) ++ "): " ++ engineMessage e)]
        Right report
          | all (`elem` " \n") report -> []
          | otherwise -> [Finding (spanOf f) (lqErrors lq) (dropWhileEnd (== '\n') report)]
    pure $ unknown ++ case res of
      Left e -> [Finding (moduleStart guts) False ("G2: the engine cannot load this module, so its "
                  ++ "LiquidHaskell annotations are not checked: " ++ engineMessage e)]
      Right fss -> concat fss
  where
    binders = [ v | b <- mg_binds guts, v <- case b of NonRec v _ -> [v]; Rec ps -> map fst ps ]
    spanOf f = case [ nameSrcSpan (varName v) | v <- binders, occNameString (nameOccName (varName v)) == f ] of
      s : _ -> s
      [] -> moduleStart guts

-- | Where diagnostics about the whole module go: the start of its header.
moduleStart :: ModGuts -> SrcSpan
moduleStart guts = case mg_loc guts of
  RealSrcSpan s _ -> RealSrcSpan (realSrcLocSpan (realSrcSpanStart s)) Nothing
  other -> other
