-- | The Core pass: serializes the module's desugared Core, and per the options dumps the
-- bytes, prints the engine's rendering, checks the census. Every failure, including an
-- exception from the serializer, becomes a GHC diagnostic. The ModGuts pass through
-- unchanged, except in a module with G2Q queries, whose Core is embedded in it.
--
-- Note [Embedding the module's Core]
-- ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
-- A module with queries has a binding @g2'wire = G2.Query.Engine.wirePlaceholder@
-- (Note [The shape of a rewritten query] in "G2.QuasiQuote.Rewrite"), and every query
-- passes @g2'wire@ to the engine. Whatever the options, this pass then
--
-- 1. serializes the module's predicates (@g2'query'*@) and the module's bindings they
--    reach, transitively, with "G2.Wire" (which adds the unfoldings and models of the
--    imported ids they reach); the rest of the module (its @main@, the query calls, the
--    FFI) is left out, so it never costs bytes or trips the engine;
-- 2. replaces the right-hand side of @g2'wire@ by @Wire "<bytes>"# <length>#@
--    ("G2.Query.Engine.Wire", found with the GHC API): a static string literal, so the
--    bytes live in the object file and their address identifies the module at run time;
-- 3. loads the bytes into the engine once, so that a module the engine cannot read is
--    a warning at compile time rather than a query that gives up at run time.
--
-- The pass runs first in the pipeline, before the simplifier; @g2'wire@ is NOINLINE, so
-- the queries keep referring to the binding whose right-hand side changed.
module G2.Plugin.CorePass (corePass) where

import Control.Exception (evaluate, try)
import Control.Monad (unless, when)
import qualified Data.IntMap.Strict as IM
import qualified Data.IntSet as IS
import Data.List (isPrefixOf)
import Control.Monad.IO.Class (liftIO)
import qualified Data.ByteString as BS
import GHC.Clock (getMonotonicTime)
import System.IO (hPutStrLn, stderr)
import Text.Printf (printf)

import G2.Census (coreCensus, diffCensus, renderCensus)
import G2.Engine
import G2.Plugin.Dump (Diag (..), report, serializeForOptions, stopAfterWire)
import G2.Plugin.GHC
import G2.Plugin.Options
import G2.Plugin.Serialize (wireBytes, wireModule)
import G2.Query.Engine (queryBindingPrefix, wireBindingName)

corePass :: Options -> ModGuts -> CoreM ModGuts
corePass opts guts0 = do
  guts <- embedQueries opts guts0
  if not (wantsWire opts) then pure guts else do
    hsc <- getHscEnv
    res <- liftIO (try (runPass hsc opts guts0))
    report guts res
    -- Contracts are checked in a later pass (G2 liquid) only when not inject-only.
    unless (checksLiquid opts) $ liftIO (stopAfterWire hsc opts (mg_module guts))
    pure guts

-- | Note [Embedding the module's Core]: in a module with a @g2'wire@ binding, its
-- right-hand side becomes the wire bytes of the module's predicates.
embedQueries :: Options -> ModGuts -> CoreM ModGuts
embedQueries opts guts
  | null [ () | b <- mg_binds guts, v <- bindersOf b, isWireBinder v ] = pure guts
  | otherwise = do
      hsc <- getHscEnv
      dflags <- getDynFlags
      res <- liftIO $ try $ do
        bytes <- serializeQueries hsc opts guts
        wireCon <- lookupWireCon hsc
        let lit = mkConApp wireCon [ Lit (LitString bytes)
                                   , Lit (mkLitInt (targetPlatform dflags) (toInteger (BS.length bytes))) ]
            embed (NonRec v _) | isWireBinder v = NonRec v lit
            embed b = b
        loadDiags <- either (\e -> [DiagWarn ("the engine cannot load this module's Core, so "
                                              ++ "its g2 queries will give up: " ++ engineMessage e)])
                            (const []) <$> withEngineModule bytes (\_ -> pure ())
        pure (guts { mg_binds = map embed (mg_binds guts) }, loadDiags)
      case res of
        Left e -> report guts (Left e) >> pure guts
        Right (guts', diags) -> report guts (Right diags) >> pure guts'

isWireBinder :: Id -> Bool
isWireBinder v = occNameString (nameOccName (varName v)) == wireBindingName

-- | The wire bytes of the module's predicates and the bindings they reach.
serializeQueries :: HscEnv -> Options -> ModGuts -> IO BS.ByteString
serializeQueries hsc opts guts = do
  let binds = reachableFromQueries (mg_binds guts)
      modName = moduleNameFS (moduleName (mg_module guts))
  t0 <- getMonotonicTime
  bytes <- wireBytes . fst <$> wireModule hsc guts binds
  _ <- evaluate (BS.length bytes)
  t1 <- getMonotonicTime
  when (optTiming opts) $
    hPutStrLn stderr $ printf "G2: %s: embedded %d bytes for the queries (%d binds) in %.1f ms"
      (show modName) (BS.length bytes) (length binds) ((t1 - t0) * 1000)
  pure bytes

-- | The module's bindings reachable from its predicates, in the module's order.
reachableFromQueries :: [CoreBind] -> [CoreBind]
reachableFromQueries binds = [ b | (i, b) <- indexed, IS.member i reached ]
  where
    indexed = zip [0 ..] binds
    owner = IM.fromList [ (key v, i) | (i, b) <- indexed, v <- bindersOf b ]
    key = getKey . getUnique
    roots = [ i | (i, b) <- indexed, v <- bindersOf b
                , queryBindingPrefix `isPrefixOf` occNameString (nameOccName (varName v)) ]
    reached = go IS.empty roots
    go seen [] = seen
    go seen (i : is)
      | IS.member i seen = go seen is
      | otherwise = go (IS.insert i seen)
          ([ j | v <- exprsFreeIdsList (rhssOfBind (binds !! i))
               , Just j <- [IM.lookup (key v) owner] ] ++ is)

bindersOf :: CoreBind -> [Id]
bindersOf (NonRec v _) = [v]
bindersOf (Rec bs) = map fst bs

-- | The data constructor "G2.Query.Engine.Wire".
lookupWireCon :: HscEnv -> IO DataCon
lookupWireCon hsc = do
  found <- findImportedModule hsc (mkModuleName "G2.Query.Engine") Nothing
  case found of
    Found _ modl -> do
      n <- lookupOrigIO hsc modl (mkDataOcc "Wire")
      thing <- lookupGlobal hsc n
      case thing of
        AConLike (RealDataCon dc) -> pure dc
        _ -> fail "G2.Query.Engine.Wire is not a data constructor"
    _ -> fail "cannot find the module G2.Query.Engine (is the package g2-plugin a dependency?)"

-- | Serializes the module for the options (Note [Serializing without the engine] in
-- "G2.Plugin.Dump"), then runs what needs the engine.
runPass :: HscEnv -> Options -> ModGuts -> IO [Diag]
runPass hsc opts guts = do
  (bytes, wm, tables) <- serializeForOptions hsc opts guts
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
engineError what e = DiagError ("engine " ++ what ++ ": " ++ describeEngineError e)
