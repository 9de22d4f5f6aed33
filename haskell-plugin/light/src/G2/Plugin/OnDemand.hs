{-# LANGUAGE GADTs #-}
{-# LANGUAGE ScopedTypeVariables #-}
{-# LANGUAGE TypeApplications #-}
-- | Loading the rest of g2-plugin when a module needs it (Note [The plugin's fixed
-- cost] in "G2.Plugin.Light"), and deciding, cheaply, whether it does.
--
-- The passes live in the main library ("G2.Plugin.Work".'G2.Plugin.Work.work'); GHC
-- loads them the way it loads a plugin: the name is looked up among the modules
-- visible to plugins (the main library is, under @-package g2-plugin@ or cabal's
-- @build-depends: g2-plugin@), its type is checked against 'Passes' by name, and
-- GHC's linker loads the main library's shared object and its dependencies (the
-- engine, Z3). Once per GHC process.
module G2.Plugin.OnDemand
  ( passes
  , markNeedsWork
  , needsWork
  , recordWorkDependency
  , hasQueries
  , mayHaveAnnotations
  , moduleSourceFile
  ) where

import Control.Exception (SomeException, try)
import Control.Monad (filterM)
import Control.Monad.IO.Class (liftIO)
import qualified Data.ByteString as BS
import qualified Data.ByteString.Char8 as BC
import Data.Data (Data, gmapQ)
import Data.IORef (IORef, atomicModifyIORef', modifyIORef', newIORef, readIORef)
import Data.List (nub)
import qualified Data.Set as Set
import Data.Typeable (eqT, (:~:) (..))
import System.Directory (doesFileExist)
import System.FilePath ((<.>), (</>))
import System.IO.Unsafe (unsafePerformIO)

import G2.Plugin.GHC
import G2.Plugin.Passes

-- | The passes of the main library and the files of its library (for
-- 'recordWorkDependency'), loaded by the first module that needs them.
{-# NOINLINE loaded #-}
loaded :: IORef (Maybe (Passes, [FilePath]))
loaded = unsafePerformIO (newIORef Nothing)

-- | The modules of this GHC process that needed the main library (by 'markNeedsWork').
{-# NOINLINE marked #-}
marked :: IORef (Set.Set String)
marked = unsafePerformIO (newIORef Set.empty)

-- | The module of the main library that holds the passes, and their name there.
workModule :: ModuleName
workModule = mkModuleName "G2.Plugin.Work"

-- | The main library's passes, loaded on the first call of the process.
passes :: HscEnv -> IO Passes
passes hsc = fst <$> loadOnce hsc

loadOnce :: HscEnv -> IO (Passes, [FilePath])
loadOnce hsc = readIORef loaded >>= maybe load pure
  where
    load = do
      r <- loadWork hsc
      atomicModifyIORef' loaded (\_ -> (Just r, r))

loadWork :: HscEnv -> IO (Passes, [FilePath])
loadWork hsc = do
  value <- lookupRdrNameInModuleForPlugins hsc workModule (mkRdrQual workModule (mkVarOcc "work"))
  ty <- lookupRdrNameInModuleForPlugins hsc workModule (mkRdrQual workModule (mkTcOcc "Passes"))
  case (value, ty) of
    (Just (name, _), Just (tyName, _)) -> do
      tc <- forceLoadTyCon hsc tyName
      found <- getValueSafely hsc name (mkTyConTy tc)
      case found of
        Just ps -> (,) ps <$> libraryFiles hsc (moduleUnit (nameModule name))
        Nothing -> failLoad "G2.Plugin.Work.work does not have the type G2.Plugin.Passes.Passes"
    _ -> failLoad ("cannot find G2.Plugin.Work.work: the package g2-plugin must be visible "
                   ++ "to plugins (build-depends: g2-plugin; with GHC: its package database, "
                   ++ "and -plugin-package g2-plugin if plugins' packages are named)")
  where
    failLoad msg = throwGhcExceptionIO (ProgramError ("G2.Plugin: " ++ msg))

-- | Records whether the module needs the main library (for the Core pass and
-- 'recordWorkDependency'); set on each compilation of the module, as GHCi recompiles
-- a module after an edit in the same process.
markNeedsWork :: Module -> Bool -> IO ()
markNeedsWork m needs =
  atomicModifyIORef' marked (\s -> ((if needs then Set.insert else Set.delete) (moduleKey m) s, ()))

needsWork :: Module -> IO Bool
needsWork m = Set.member (moduleKey m) <$> readIORef marked

moduleKey :: Module -> String
moduleKey m = unitString (moduleUnit m) ++ ":" ++ moduleNameString (moduleName m)

-- | Note [Recompilation after the split] in "G2.Plugin.Light": a module the main library
-- worked on depends on that library's files, as on a file read by Template Haskell.
recordWorkDependency :: TcGblEnv -> TcM TcGblEnv
recordWorkDependency env = do
  hsc <- getTopEnv
  files <- liftIO (snd <$> loadOnce hsc)
  liftIO (modifyIORef' (tcg_dependent_files env) (files ++))
  pure env

-- | The main library's shared object (what GHC's linker loaded), or its static archive
-- where there is none, found as GHC finds a plugin's library (mkPluginUsage).
libraryFiles :: HscEnv -> Unit -> IO [FilePath]
libraryFiles hsc unit = do
  let dflags = hsc_dflags hsc
      info = unsafeLookupUnit (unitState dflags) unit
      dyn = dflags { ways = Set.insert WayDyn (ways dflags) }
      soExt = case platformOS (targetPlatform dflags) of
        OSDarwin -> "dylib"
        OSMinGW32 -> "dll"
        _ -> "so"
      dirs = nub (unitLibraryDynDirs info ++ unitLibraryDirs info)
      candidates libs ext = [ d </> ("lib" ++ l) <.> ext | d <- dirs, l <- libs ]
  shared <- filterM doesFileExist (candidates (packageHsLibs dyn info) soExt)
  if not (null shared) then pure (take 1 shared)
    else take 1 <$> filterM doesFileExist (candidates (packageHsLibs dflags info) "a")

-- Note [The plugin named twice]
-- ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
-- A module may name the plugin itself ({-# OPTIONS_GHC -fplugin=G2.Plugin #-}) and
-- be compiled with -fplugin=G2.Plugin too (scripts/g2-ghc, a cabal file's
-- ghc-options): GHC then runs two instances of it, one after the other. The first
-- rewrites the queries, so the second sees none; had it decided "no work" from that,
-- its mark would have replaced the first's and no Core pass would embed the module's
-- Core (every query would give up at run time: bench/g2q's Bench.hs did). A module
-- that declares the rewrite's 'wireBindingName' has queries, rewritten already; the
-- second rewrite finds nothing to change.

-- | Whether a parsed module uses a quoter of 'queryQuoters' (as "G2.QuasiQuote.Rewrite"
-- finds them: quasi-quotes in expressions), or had them rewritten by an earlier
-- instance of the plugin (Note [The plugin named twice]).
hasQueries :: HsParsedModule -> Bool
hasQueries parsed = rewritten || anyQuery (hpm_module parsed)
  where
    rewritten = any declaresWire (hsmodDecls (unLoc (hpm_module parsed)))
    declaresWire (L _ (SigD _ (TypeSig _ names _))) =
      any ((== wireBindingName) . occNameString . rdrNameOcc . unLoc) names
    declaresWire _ = False
    anyQuery :: forall d. Data d => d -> Bool
    anyQuery x = case eqT @d @(HsExpr GhcPs) of
      Just Refl | HsSpliceE _ (HsQuasiQuote _ _ quoter _ _) <- x
                , occNameString (rdrNameOcc quoter) `elem` queryQuoters -> True
      _ -> or (gmapQ anyQuery x)

-- | Whether the module's source file may hold LiquidHaskell annotations: it has a
-- @{-\@@. (The main library's 'passLiquidOffNote' then parses them.)
mayHaveAnnotations :: FilePath -> IO Bool
mayHaveAnnotations path = do
  src <- try (BS.readFile path)
  pure $ case src of
    Right bytes -> not (BS.null (snd (BS.breakSubstring (BC.pack "{-@") bytes)))
    Left (_ :: SomeException) -> False

-- | The module's source file. (mg_loc is no real span in the Core passes; the module's
-- bindings know its file.)
moduleSourceFile :: ModGuts -> Maybe FilePath
moduleSourceFile guts = case [ unpackFS (srcSpanFile s) | b <- mg_binds guts, v <- binders b
                             , RealSrcSpan s _ <- [nameSrcSpan (varName v)] ] of
  path : _ -> Just path
  [] -> Nothing
  where
    binders (NonRec v _) = [v]
    binders (Rec ps) = map fst ps
