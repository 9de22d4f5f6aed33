{-# LANGUAGE ScopedTypeVariables #-}
-- | The liquid pass: with @liquid@ (and not @liquid-inject-only@), checks every function
-- with a LiquidHaskell annotation (or those of @liquid-only@) against the contracts
-- "G2.Plugin.Liquid" added to the module. It serializes the module's Core, loads it in
-- the engine and calls @g2_module_check@ per function; a non-empty report is a warning
-- (an error with @liquid-errors@) at the function, whose text is the report.
--
-- The pass never stops GHC for its own failures: an engine error or an exception is
-- a warning naming the function (or the module) and the problem. The ModGuts pass
-- through unchanged but for one binding (Note [Check results in the module]).
--
-- Note [Check results in the module]
-- ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
-- A test suite should be able to fail on a counterexample without shelling out to
-- @g2 liquid@ and reading its text. The checks already run when the module compiles
-- (with the @liquid@ option), so the plugin records their results in the module:
-- "G2.Plugin.Liquid" adds the exported binding @g2__liquid :: String@ (a placeholder
-- literal), and this pass replaces its right-hand side by the results
-- ('encodeResults'). A test imports it and hands it to "G2.Test"'s 'liquidTests'. The
-- results belong to the code that was compiled: a change to the module or to the
-- plugin's options recompiles it (and checks again).
module G2.Plugin.LiquidCheck (liquidPass, liquidOffNote) where

import Control.Exception (SomeException, try)
import Control.Monad (forM, unless)
import Control.Monad.IO.Class (liftIO)
import Data.List (dropWhileEnd, intercalate, isInfixOf, isPrefixOf, stripPrefix)

import G2.Engine
import G2.Liquid.Extract (extractFile)
import G2.Plugin.GHC
import G2.Plugin.Liquid (checkedFunctions)
import G2.Plugin.OnDemand (moduleSourceFile)
import G2.Plugin.Options (Liquid (..))
import G2.Plugin.Serialize (wireBytes, wireModule)
import G2.Test.Results

-- | What checking one function gave: a diagnostic (the function, or Nothing for the
-- module; where; whether it is an error; the text), or the outcome of a check that
-- found no counterexample (function, where, outcome).
data Finding = Finding (Maybe String) SrcSpan Bool String | NoneFound String SrcSpan String

liquidPass :: Liquid -> ModGuts -> CoreM ModGuts
liquidPass lq guts = do
  dflags <- getDynFlags
  hsc <- getHscEnv
  res <- liftIO (try (checkModule hsc lq guts))
  let findings = case res of
        Left e -> [Finding Nothing (moduleStart guts) False
                     ("G2: cannot check this module's LiquidHaskell annotations: "
                      ++ show (e :: SomeException))]
        Right fs -> fs
      doc = vcat . map text . lines
      warns = [ mkPlainWarnMsg dflags l (doc t) | Finding _ l False t <- findings ]
      errs = [ mkPlainErrMsg dflags l (doc t) | Finding _ l True t <- findings ]
  liftIO (printOrThrowWarnings dflags (listToBag warns))
  unless (null errs) $ liftIO (throwErrors (listToBag errs))
  -- Functions without a counterexample are not passed over in silence: one summary
  -- (an informational message, not a warning) states each one's outcome.
  let outcomes = [ (f, o) | NoneFound f _ o <- findings ]
      reports = length [ () | Finding _ _ _ t <- findings, not ("G2:" `isPrefixOf` t) ]
  unless (null outcomes) $ putMsg $ vcat $
    text ("G2: LiquidHaskell check of " ++ moduleNameString (moduleName (mg_module guts)) ++ ": "
          ++ show (length outcomes + reports) ++ " function(s) checked, "
          ++ show reports ++ " with a counterexample (above)")
    : [ text ("  " ++ f ++ ": " ++ o) | (f, o) <- outcomes ]
  recordResults (moduleNameString (moduleName (mg_module guts))) findings guts

-- | Note [Check results in the module].
recordResults :: String -> [Finding] -> ModGuts -> CoreM ModGuts
recordResults modName findings guts = do
  rhs <- mkStringExpr (encodeResults (ModuleResults modName (map result findings)))
  let record (NonRec v _) | isResults v = NonRec v rhs
      record b = b
  pure guts { mg_binds = map record (mg_binds guts) }
  where
    isResults v = occNameString (nameOccName (varName v)) == resultsBindingName
    result (Finding f l _ t) =
      CheckResult (maybe "" id f) (location l)
                  (if "G2:" `isPrefixOf` t then NotChecked else Counterexample) t
    result (NoneFound f l o) = CheckResult f (location l) NoCounterexample o
    location (RealSrcSpan s _) =
      unpackFS (srcSpanFile s) ++ ":" ++ show (srcSpanStartLine s) ++ ":" ++ show (srcSpanStartCol s)
    location _ = moduleNameString (moduleName (mg_module guts))

checkModule :: HscEnv -> Liquid -> ModGuts -> IO [Finding]
checkModule hsc lq guts = do
  checked <- checkedFunctions (moduleNameString (moduleName (mg_module guts)))
  -- a function by its binding or by how reports name it (an instance's method)
  let annotated = map fst checked
      shown f = maybe f id (lookup f checked)
      binding w = head ([ f | (f, l) <- checked, w == f || w == l ] ++ [w])
      wanted = maybe annotated (map binding) (lqOnly lq)
      unknown = [ Finding (Just f) (moduleStart guts) False ("G2: liquid-only: " ++ f
                    ++ " has no LiquidHaskell annotation to check") | f <- wanted, f `notElem` annotated ]
      targets = filter (`elem` annotated) wanted
  if null targets then pure unknown else do
    bytes <- wireBytes . fst <$> wireModule hsc guts (mg_binds guts)
    res <- withEngineModule bytes $ \m -> forM targets $ \f -> do
      r <- checkFunction m f (lqTimeoutMs lq) (lqMachineInt lq)
      case r of
        Right outcome | "no counterexample" `isPrefixOf` outcome ->
          pure [NoneFound (shown f) (spanOf f) (dropWhileEnd (== '\n') outcome)]
        Left e -> pure [Finding (Just (shown f)) (spanOf f) False ("G2: cannot check " ++ shown f ++ ": "
                    ++ describeEngineError e)]
        Right report
          | all (`elem` " \n") report -> pure []
          | otherwise -> do
              extra <- suggestion f report
              pure [Finding (Just (shown f)) (spanOf f) (lqErrors lq) (dropWhileEnd (== '\n') report ++ extra)]
    pure $ unknown ++ case res of
      Left e -> [Finding Nothing (moduleStart guts) False ("G2: the engine cannot load this module, so its "
                  ++ "LiquidHaskell annotations are not checked: " ++ engineMessage e)]
      Right fss -> concat fss
  where
    -- Note [Suggestions in the plugin]
    suggestion f report
      | lqSuggest lq, "abstract counterexample:" `isInfixOf` report
      , not ("concrete counterexample:" `isInfixOf` report)
      , RealSrcSpan s _ <- spanOf f = do
          r <- suggestSpecs (unpackFS (srcSpanFile s)) f (6 * lqTimeoutMs lq) (lqTimeoutMs lq) (lqMachineInt lq)
          -- the lines are indented for g2's output; here they are the report's own
          let text' = either (\e -> "no suggestion (g2 infer): " ++ engineMessage e) id r
              unindent l = maybe l id (stripPrefix "    " l)
          pure $ "\n" ++ intercalate "\n" (map unindent (lines text'))
      | otherwise = pure ""
    spanOf f = case [ nameSrcSpan (varName v) | v <- bindersOf guts, occNameString (nameOccName (varName v)) == f ] of
      s : _ -> s
      [] -> moduleStart guts

-- Note [Suggestions in the plugin]
-- ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
-- With @liquid-suggest@, a report with only abstract counterexamples (a callee's
-- refinement type too weak) gets the specification inference finds for the blamed
-- callees, the lines @g2 liquid --suggest@ prints (@g2_suggest@). Inference compiles
-- copies of the module with scripts/g2-ghc, several times, so it costs seconds to
-- tens of seconds per such function: it gets six times the check's time (as
-- @--suggest@), and it is off by default, since a build should not pay that on every
-- compilation of a module with a weak callee type. A run that finds nothing, or
-- cannot run, is one line saying why; the check's warning stays.

-- | Without the @liquid@ option: a note (not a warning, so -Werror builds still build)
-- when the module has LiquidHaskell annotations, which would then go unchecked in
-- silence. The ModGuts pass through unchanged.
liquidOffNote :: ModGuts -> CoreM ModGuts
liquidOffNote guts = do
  case moduleSourceFile guts of
    Just path -> do
      src <- liftIO (try (readFile path))
      case src of
        Right text' | Right (_ : _) <- extractFile path text' -> putMsg $ text $
          path ++ ":1:1: note: G2: this module has LiquidHaskell annotations ({-@ ... @-}), and "
          ++ "they are not checked: the plugin's liquid option is off (-fplugin-opt=G2.Plugin:liquid)"
        Right _ -> pure ()
        Left (_ :: SomeException) -> pure ()
    Nothing -> pure ()
  pure guts

bindersOf :: ModGuts -> [Var]
bindersOf guts = [ v | b <- mg_binds guts, v <- case b of NonRec v _ -> [v]; Rec ps -> map fst ps ]

-- | Where diagnostics about the whole module go: the start of its header.
moduleStart :: ModGuts -> SrcSpan
moduleStart guts = case mg_loc guts of
  RealSrcSpan s _ -> RealSrcSpan (realSrcLocSpan (realSrcSpanStart s)) Nothing
  other -> other
