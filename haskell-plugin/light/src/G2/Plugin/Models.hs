{-# LANGUAGE LambdaCase #-}
-- | Where the serializer gets the definitions of base ids that have no unfolding: the
-- models of "G2.Models.Table" (Note [Models] there), with the constructors of mirrored
-- types put back (Note [Mirrored types]).
--
-- Note [Mirrored types]
-- ~~~~~~~~~~~~~~~~~~~~~
-- Some base functions without unfoldings work on a type whose constructors base does
-- not export, e.g. @Text.ParserCombinators.ReadP.P@ (@Get@, @Look@, @Fail@, @Result@,
-- @Final@) for @ReadP.run@. A model cannot name them, so its module declares a copy of
-- the type (a *mirror*: the same constructors, in the same order, with the same
-- numbers of type variables and fields) and 'G2.Models.Table.mirrors' pairs it with
-- the original. Every definition taken from a model module is rewritten here so that
-- each mirror constructor (in applications and in case alternatives) is the original
-- one: model code then builds and takes apart the very values base's own unfoldings
-- do. Types keep mentioning the mirror; the engine erases them at run time. A mirror
-- that does not match its original is an error, not a silent mismatch.
--
-- The table of a model module's mirrors is built only when a model's code uses a
-- constructor of that module ('mentionedMirrorModules'), one table per model module:
-- building it reads the interfaces of the mirrored types' modules (ReadP, Lex,
-- Data.Map.Internal, 0.6 MB together before Data.Sequence.Internal's 0.5 MB), which cost
-- every serialized module about 4 ms of reading and, through the allocation, often one
-- more collection of GHC's heap: serializing a 10-line module took 5.9 ms before and
-- 1.8 ms after; one that adds Ints, 33-46 ms before and 5-10 ms after (5 runs each,
-- `-fplugin-opt=G2.Plugin:timing`). A module that allocates more still meets that
-- collection (bench/programs/Concrete.hs: 51-74 ms before, 45-69 ms after).
module G2.Plugin.Models (ModelSource, modelSource, inputBuilders) where

import Control.Exception (SomeException, try)
import Control.Monad (forM, unless)
import Data.IORef (newIORef, readIORef, writeIORef)
import qualified Data.IntMap.Strict as IM
import Data.List (isPrefixOf, nub)

import G2.Models.Table (mirrors, modelFor)
import G2.Plugin.GHC
import G2.Plugin.Unfoldings (UnfoldingSource)
import G2.Wire (Provenance (..))

-- | For a global id, the definition to serialize in place of its own unfolding, if any.
type ModelSource = Id -> IO (Maybe (Provenance, CoreExpr))

-- | The model source of a compilation. The model modules are in the g2-plugin package,
-- exposed in the package database scripts/g2-ghc names, or under cabal's
-- build-depends: g2-plugin; without them
-- there are no models and every lookup is 'Nothing'. A model's code is its unfolding
-- (Note [Unfoldings on demand] in "G2.Plugin.Unfoldings").
modelSource :: HscEnv -> UnfoldingSource -> IO ModelSource
modelSource hsc unfoldings = do
  tables <- forM mirrorModules (\mm -> (,) mm <$> once (mirrorConstructors hsc mm))
  let fromModel prov mid = do
        found <- unfoldings mid
        forM found $ \e -> case mentionedMirrorModules e of
          [] -> pure (prov, e)
          mms -> do
            m <- IM.unions <$> sequence [ table | (mm, table) <- tables, mm `elem` mms ]
            pure (prov, renameMirrors m e)
  pure $ \v -> case nameModule_maybe (varName v) of
    Nothing -> pure Nothing
    Just m
      | isModelModule mname -> fromModel InModelModule v
      | Just (mm, mocc) <- modelFor mname (occNameString (nameOccName (varName v))) -> do
          found <- lookupThing hsc mm (mkVarOcc mocc)
          case found of
            Just (AnId mid) -> fromModel FromModel mid
            _ -> pure Nothing
      | otherwise -> pure Nothing
      where mname = unpackFS (moduleNameFS (moduleName m))

isModelModule :: String -> Bool
isModelModule m = "G2.Models." `isPrefixOf` m

-- | A name of an exposed module, if both can be found.
lookupThing :: HscEnv -> String -> OccName -> IO (Maybe TyThing)
lookupThing hsc modName occ = do
  found <- findImportedModule hsc (mkModuleName modName) Nothing
  case found of
    Found _ modl -> do
      r <- try (lookupOrigIO hsc modl occ >>= lookupGlobal hsc)
      pure (either (\e -> const Nothing (e :: SomeException)) Just r)
    _ -> pure Nothing

-- | Note [Mirrored types]: each mirror constructor that the model module @modelModule@
-- declares (by unique) to its original.
mirrorConstructors :: HscEnv -> String -> IO (IM.IntMap DataCon)
mirrorConstructors hsc modelModule = IM.unions <$> forM ours (\(om, otc, (mm, mtc)) -> do
  orig <- lookupThing hsc om (mkTcOcc otc)
  mirror <- lookupThing hsc mm (mkTcOcc mtc)
  case (orig, mirror) of
    (Just (ATyCon o), Just (ATyCon m)) -> do
      let (ocs, mcs) = (tyConDataCons o, tyConDataCons m)
          same oc mc = occNameString (nameOccName (dataConName oc)) == occNameString (nameOccName (dataConName mc))
            && dataConRepArity oc == dataConRepArity mc
            && length (dataConUnivTyVars oc) == length (dataConUnivTyVars mc)
      unless (length ocs == length mcs && and (zipWith same ocs mcs)) $
        fail (mm ++ "." ++ mtc ++ " does not mirror " ++ om ++ "." ++ otc
              ++ ": the constructors, their order or their numbers of fields differ")
      pure (IM.fromList [ (getKey (getUnique mc), oc) | (oc, mc) <- zip ocs mcs ])
    -- No model modules (g2-plugin not exposed): no models either.
    _ -> pure IM.empty)
  where ours = [ m | m@(_, _, (mm, _)) <- mirrors, mm == modelModule ]

-- | An action that runs @act@ the first time and gives its result ever after.
once :: IO a -> IO (IO a)
once act = do
  ref <- newIORef Nothing
  pure $ readIORef ref >>= \case
    Just x -> pure x
    Nothing -> do
      x <- act
      writeIORef ref (Just x)
      pure x

-- | The model modules declaring mirrors whose constructors (or any constructor) an
-- expression uses. Only for those is the mirror table built: it reads the interfaces
-- of the mirrored types' modules (Data.Map.Internal's alone is 336 KB,
-- Data.Sequence.Internal's 511 KB), which a module that reaches no such model never
-- needs, and a model of ReadP's no more than its own (Note [Mirrored types]).
mentionedMirrorModules :: CoreExpr -> [String]
mentionedMirrorModules e =
  nub [ mm | dc <- exprDataCons e, Just m <- [nameModule_maybe (dataConName dc)]
           , let mm = moduleNameString (moduleName m), mm `elem` mirrorModules ]

-- | The model modules that declare mirrors.
mirrorModules :: [String]
mirrorModules = nub [ mm | (_, _, (mm, _)) <- mirrors ]

-- | The data constructors an expression builds or takes apart.
exprDataCons :: CoreExpr -> [DataCon]
exprDataCons e = case e of
  Var v -> case idDetails v of
    DataConWorkId dc -> [dc]
    DataConWrapId dc -> [dc]
    _ -> []
  App f a -> exprDataCons f ++ exprDataCons a
  Lam _ body -> exprDataCons body
  Let (NonRec _ r) body -> exprDataCons r ++ exprDataCons body
  Let (Rec bs) body -> concatMap (exprDataCons . snd) bs ++ exprDataCons body
  Case s _ _ alts -> exprDataCons s ++ concat [ [ dc | DataAlt dc <- [c] ] ++ exprDataCons r | (c, _, r) <- alts ]
  Cast x _ -> exprDataCons x
  Tick _ x -> exprDataCons x
  _ -> []

-- | Replaces the mirror constructors of an expression by their originals.
renameMirrors :: IM.IntMap DataCon -> CoreExpr -> CoreExpr
renameMirrors m e0 | IM.null m = e0
                   | otherwise = go e0
  where
    orig dc = IM.lookup (getKey (getUnique dc)) m
    go e = case e of
      Var v -> case idDetails v of
        DataConWorkId dc | Just dc' <- orig dc -> Var (dataConWorkId dc')
        DataConWrapId dc | Just dc' <- orig dc -> Var (dataConWrapId dc')
        _ -> e
      App f a -> App (go f) (go a)
      Lam b body -> Lam b (go body)
      Let (NonRec b r) body -> Let (NonRec b (go r)) (go body)
      Let (Rec bs) body -> Let (Rec [ (b, go r) | (b, r) <- bs ]) (go body)
      Case s b t alts -> Case (go s) b t [ (altCon c, bs, go r) | (c, bs, r) <- alts ]
      Cast x co -> Cast (go x) co
      Tick t x -> Tick t (go x)
      _ -> e
    altCon (DataAlt dc) | Just dc' <- orig dc = DataAlt dc'
    altCon c = c

-- | The @fromList@ of each containers type (Map, Set, IntMap) that the types of the
-- module's top-level binders mention: the engine builds inputs of those types with it
-- (Note [Container inputs] in rust-core/src/reduce/machine/containers.rs), so the
-- serializer must reach it even when the module itself never calls it.
inputBuilders :: HscEnv -> [CoreBind] -> IO [Id]
inputBuilders hsc binds = do
  let mentioned = nub [ m | b <- binds, v <- bindersOf' b, n <- tyConNames (varType v)
                          , Just m <- [builderModule n] ]
  found <- forM mentioned $ \m -> lookupThing hsc m (mkVarOcc "fromList")
  -- The keys' Ord dictionary: the module's own instances are in its binds anyway;
  -- base's come along only if the module happens to use them.
  dicts <- if null mentioned then pure []
           else forM baseOrdInstances (\(m, occ) -> lookupThing hsc m (mkVarOcc occ))
  pure [ v | Just (AnId v) <- found ++ dicts ]
  where
    bindersOf' (NonRec v _) = [v]
    bindersOf' (Rec ps) = map fst ps
    builderModule n = case (moduleNameString . moduleName <$> nameModule_maybe n, occNameString (nameOccName n)) of
      (Just "Data.Map.Internal", "Map") -> Just "Data.Map.Internal"
      (Just "Data.Set.Internal", "Set") -> Just "Data.Set.Internal"
      (Just "Data.IntMap.Internal", "IntMap") -> Just "Data.IntMap.Internal"
      (Just "Data.Sequence.Internal", "Seq") -> Just "Data.Sequence.Internal"
      _ -> Nothing

-- | The names of the type constructors a type mentions (synonyms expanded too).
tyConNames :: Type -> [Name]
tyConNames t = case t of
  _ | Just t' <- coreView t -> tyConNames t'
  TyConApp tc args -> tyConName tc : concatMap tyConNames args
  FunTy { ft_arg = a, ft_res = r } -> tyConNames a ++ tyConNames r
  ForAllTy _ body -> tyConNames body
  AppTy f a -> tyConNames f ++ tyConNames a
  _ -> []

-- | base's instances of Ord for the usual key types.
baseOrdInstances :: [(String, String)]
baseOrdInstances =
  [ ("GHC.Classes", occ) | occ <- [ "$fOrdInt", "$fOrdChar", "$fOrdBool", "$fOrdWord", "$fOrdDouble"
                                  , "$fOrdFloat", "$fOrdOrdering", "$fOrd()", "$fOrd[]", "$fOrd(,)"
                                  , "$fOrd(,,)" ] ] ++
  [ ("GHC.Num.Integer", "$fOrdInteger"), ("GHC.Maybe", "$fOrdMaybe"), ("Data.Either", "$fOrdEither") ]
