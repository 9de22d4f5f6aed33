-- | The code of imported ids: their unfoldings, read from the interface files of their
-- modules when the serializer reaches them (Note [Unfoldings on demand]).
--
-- Note [Unfoldings on demand]
-- ~~~~~~~~~~~~~~~~~~~~~~~~~~~
-- At -O0 GHC ignores the unfoldings in the interface files it loads
-- (-fignore-interface-pragmas): imported ids come without their code. The plugin used
-- to turn that flag off for every module compiled with it, so that the serializer found
-- each imported id's code in its 'realIdUnfolding'. That cost every module, also one
-- with nothing to check: with the flags on, GHC's -O0 simplifier inlines imported
-- wrappers into the module's own code, and type-checks the unfoldings of what it calls,
-- so the object code grows and code generation takes three times as long; 0.02-0.04 s
-- of CPU on a 237-line module, +15-30% of plain GHC's time (bench/run.py
-- --plugin-cost). The desugared Core the Core pass sees is the same either way (it runs
-- before the simplifier).
--
-- So the plugin leaves the flag as it is, and the serializer asks this module instead:
-- an id whose unfolding GHC did not load is looked up in its module's interface (read
-- once per serialization with GHC's own reader and finder, or taken from the home
-- package table in --make mode and GHCi, where GHC keeps it whole), and its declaration
-- is type-checked again with its pragmas ('tcIfaceDecl' False): the same unfolding GHC
-- would have loaded, with the same names. Only modules that are serialized pay, and only
-- for the interfaces their code reaches. At -O, GHC loads unfoldings itself and the
-- interface is never read here.
--
-- Ids that have no declaration of their own in an interface (data constructors, class
-- methods, primops, foreign calls) are never looked up. An interface that cannot be
-- read gives no unfolding, which the serializer reports as a gap, as before.
module G2.Plugin.Unfoldings (UnfoldingSource, unfoldingSource) where

import Control.Exception (SomeException, evaluate, try)
import Data.IORef (modifyIORef', newIORef, readIORef)
import qualified Data.Map.Strict as M

import G2.Plugin.GHC

-- | The unfolding template of a global id, if its interface has one.
type UnfoldingSource = Id -> IO (Maybe CoreExpr)

-- | A source for one serialization; it remembers the interfaces it has read.
unfoldingSource :: HscEnv -> IO UnfoldingSource
unfoldingSource hsc = do
  cache <- newIORef M.empty
  let declsOf m = do
        known <- M.lookup m <$> readIORef cache
        case known of
          Just ds -> pure ds
          Nothing -> do
            ds <- readDecls hsc m
            modifyIORef' cache (M.insert m ds)
            pure ds
  pure $ \v -> case maybeUnfoldingTemplate (realIdUnfolding v) of
    Just e -> pure (Just e)
    Nothing
      | hasDeclaration v, Just m <- nameModule_maybe (varName v) -> do
          decls <- declsOf m
          case M.lookup (occNameFS (nameOccName (varName v))) decls of
            Nothing -> pure Nothing
            Just d -> fromDecl hsc m d
      | otherwise -> pure Nothing

-- | Whether an id is declared in its module's interface (with its pragmas), rather
-- than made by GHC from a type, class or primop.
hasDeclaration :: Id -> Bool
hasDeclaration v = isGlobalId v && case idDetails v of
  VanillaId -> True
  RecSelId {} -> True
  DFunId {} -> True
  _ -> False

-- | The value declarations of a module's interface, by name; none if it cannot be
-- read. A module of the session's home package table (compiled in this --make or
-- GHCi session) has its whole interface there, which GHC will not read from a file
-- in that mode; any other is read from its file.
readDecls :: HscEnv -> Module -> IO (M.Map FastString IfaceDecl)
readDecls hsc m = case lookupHpt (hsc_HPT hsc) (moduleName m) of
  Just hmi | mi_module (hm_iface hmi) == m -> pure (declsOf (hm_iface hmi))
  _ -> do
    r <- try $ initIfaceCheck (text "G2: unfoldings of" <+> ppr m) hsc $
           findAndReadIface (text "G2: unfoldings") (fst (getModuleInstantiation m)) m NotBoot
    pure $ case r :: Either SomeException (MaybeErr SDoc (ModIface, FilePath)) of
      Right (Succeeded (iface, _)) -> declsOf iface
      _ -> M.empty
  where
    declsOf :: ModIface -> M.Map FastString IfaceDecl
    declsOf iface =
      M.fromList [ (occNameFS (nameOccName (ifName d)), d) | (_, d@IfaceId {}) <- mi_decls iface ]

-- | The unfolding of an id declaration, type-checked with its pragmas.
fromDecl :: HscEnv -> Module -> IfaceDecl -> IO (Maybe CoreExpr)
fromDecl hsc m d = do
  r <- try $ do
    thing <- initIfaceCheck (text "G2: unfolding") hsc $
               initIfaceLcl m (text "G2: unfolding of" <+> ppr (ifName d)) NotBoot (tcIfaceDecl False d)
    case thing of
      AnId v -> evaluate (maybeUnfoldingTemplate (realIdUnfolding v))
      _ -> pure Nothing
  pure (either (\e -> const Nothing (e :: SomeException)) id r)
