{-# LANGUAGE FlexibleContexts, GADTs, RankNTypes, ScopedTypeVariables, TypeApplications #-}
-- | The plugin's parsed-module pass: every @[g2| ... |]@ and @[g2query| ... |]@ in an
-- expression becomes ordinary Haskell before renaming, so that GHC type-checks the
-- query in the module's scope and no quasiquoter runs.
--
-- Note [The shape of a rewritten query]
-- ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
-- A query written in module M at line L, column C (the position of its @[@)
--
-- >   [g2| \(x1 :: T1) ... (xm :: Tm) -> ?(s1 :: S1) ... ?(sn :: Sn) | p |]
--
-- adds a top-level binding to M right after the declaration the query is in, the
-- predicate (its name is 'G2.Query.Engine.queryBindingName'):
--
-- >   g2'query'L'C :: T1 -> ... -> Tm -> S1 -> ... -> Sn -> Bool
-- >   g2'query'L'C x1 ... xm s1 ... sn = p
-- >   {-# NOINLINE g2'query'L'C #-}
--
-- and the quote itself becomes
--
-- >   ((\x1 ... xm -> G2.Query.solveQuery
-- >        (G2.Query.Query (G2.Query.Engine.QueryId "M" L C n g2'wire)
-- >           [G2.Query.Term.toG2Term x1, ..., G2.Query.Term.toG2Term xm]
-- >           n
-- >           (\(s1, ..., sn) -> g2'query'L'C x1 ... xm s1 ... sn)))
-- >     :: T1 -> ... -> Tm -> IO (Maybe (S1, ..., Sn)))
--
-- (@S1@ alone when n = 1; no lambda when m = 0). A module with queries also gets one
--
-- >   g2'wire :: G2.Query.Engine.Wire   -- (the module's first declaration)
-- >   g2'wire = G2.Query.Engine.wirePlaceholder
-- >   {-# NOINLINE g2'wire #-}
--
-- whose right-hand side the Core pass replaces by the module's Core as wire bytes
-- (Note [Embedding the module's Core] in "G2.Plugin.CorePass"); every query's
-- 'QueryId' refers to it, which is how the engine finds the predicate's Core at run
-- time. @[g2query| ... |]@ is the same without
-- @solveQuery@, at type @T1 -> ... -> Tm -> G2.Query.Query (S1, ..., Sn)@. The library
-- names are original names (they need no import); the binding and the variables are
-- plain names.
--
-- Why this shape:
--
-- * The predicate is an ordinary top-level function, so GHC type-checks it in M's
--   scope (it may use M's functions and types, and class-polymorphic helpers), its
--   signature makes a non-Bool predicate or an ill-kinded type an error at the query,
--   and the engine can find it in M's Core by name: a predicate closes over nothing but
--   top-level names, which is what the engine can load. The cost: a query cannot use
--   local variables of the function it is written in (GHC says "not in scope"); pass
--   them as concrete arguments. NOINLINE keeps the binding whole under -O.
-- * The annotation on the quote gives it the promised type, so a use at another type
--   is a GHC type error at the call site, and the 'G2.Query.Term.G2Rep' constraints
--   arise at the quote.
-- * The lambda applied to the decoded answer is the predicate itself, which
--   'G2.Query.solveQueryUsing' runs to validate every answer.
module G2.QuasiQuote.Rewrite (rewriteQueries) where

import Control.Monad (unless)
import Control.Monad.IO.Class (liftIO)
import Control.Monad.State.Strict (StateT, gets, lift, modify', runStateT)
import Data.Data (Data, gmapM)
import Data.Typeable (eqT, (:~:) (..))

import G2.Plugin.GHC
import G2.Plugin.Passes (queryQuoters)
import G2.QuasiQuote.Grammar
import G2.Query.Engine (QueryId (..), queryBindingName, wireBindingName, wirePlaceholder)

-- | The most symbolic variables a query may have: the answer is a tuple, and
-- "G2.Query.Term" has 'G2.Query.Term.G2Rep' instances up to 7-tuples.
maxSymbolic :: Int
maxSymbolic = 7

-- | Rewrites the queries of a parsed module (Note [The shape of a rewritten query]);
-- malformed queries are GHC errors at their position.
rewriteQueries :: ModSummary -> HsParsedModule -> Hsc HsParsedModule
rewriteQueries summary parsed = do
  let L mloc hsmod = hpm_module parsed
      env = Env { envDflags = ms_hspp_opts summary
                , envModule = moduleNameString (ms_mod_name summary)
                , envImports = map unLoc (hsmodImports hsmod) }
      original = hsmodDecls hsmod
  (declss, st) <- runStateT (mapM (rewriteDecl env) original) (RwState [] [])
  unless (null (rwErrors st)) $ throwErrors (listToBag (reverse (rwErrors st)))
  let decls = concat declss
  if length decls == length original then pure parsed else do
    wire <- wireDecls mloc <$> runStateT libNames st
    pure parsed { hpm_module = L mloc hsmod { hsmodDecls = wire ++ decls } }

-- | A top-level declaration with its queries rewritten, followed by their predicates:
-- right after it, so a predicate sees exactly the scope of its query, even in a module
-- split by top-level Template Haskell splices (a declaration after a splice cannot be
-- seen before it). The module's 'wireBindingName' goes first, for every query to see.
rewriteDecl :: Env -> LHsDecl GhcPs -> Rw [LHsDecl GhcPs]
rewriteDecl env d = do
  d' <- everywhereExprM (rewriteExpr env) d
  predicates <- gets rwDecls
  modify' (\s -> s { rwDecls = [] })
  pure (d' : concat (reverse predicates))

data Env = Env
  { envDflags :: DynFlags
  , envModule :: String
  , envImports :: [ImportDecl GhcPs]  -- ^ the module's imports ('quoterImported')
  }

data RwState = RwState
  { rwDecls  :: [[LHsDecl GhcPs]] -- ^ per query, the predicate's declarations (newest first)
  , rwErrors :: [ErrMsg]          -- ^ newest first
  }

type Rw = StateT RwState Hsc

-- | Applies a rewrite top-down to every expression; where it answers Just, the
-- result replaces the expression and is not traversed further.
everywhereExprM :: forall a. Data a => (LHsExpr GhcPs -> Rw (Maybe (LHsExpr GhcPs))) -> a -> Rw a
everywhereExprM f = go
  where
    go :: forall d. Data d => d -> Rw d
    go x = case eqT @d @(LHsExpr GhcPs) of
      Just Refl -> f x >>= maybe (gmapM go x) pure
      Nothing -> gmapM go x

rewriteExpr :: Env -> LHsExpr GhcPs -> Rw (Maybe (LHsExpr GhcPs))
rewriteExpr env (L loc (HsSpliceE _ (HsQuasiQuote _ _ quoter qspan body)))
  | quoterName `elem` queryQuoters = Just <$> rewriteQuote env loc quoter qspan (unpackFS body)
  where quoterName = occNameString (rdrNameOcc quoter)
rewriteExpr _ _ = pure Nothing

-- | The names of the runtime library, as original names.
data LibNames = LibNames
  { lnSolveQuery :: RdrName, lnQueryCon :: RdrName, lnQueryTy :: RdrName
  , lnQueryId :: RdrName, lnToTerm :: RdrName, lnWireTy :: RdrName
  , lnWirePlaceholder :: RdrName }

libNames :: Rw (Either String LibNames)
libNames = do
  hsc <- lift hscEnv
  let find m = do
        r <- liftIO (findImportedModule hsc (mkModuleName m) Nothing)
        pure $ case r of
          Found _ md -> Right md
          _ -> Left ("the G2 plugin cannot find the module " ++ m
                     ++ " (is the package g2-plugin a dependency?)")
  query <- find "G2.Query"
  engine <- find "G2.Query.Engine"
  term <- find "G2.Query.Term"
  pure $ do
    q <- query
    e <- engine
    t <- term
    let orig :: Module -> OccName -> RdrName
        orig = mkOrig
    pure LibNames
      { lnSolveQuery = orig q (mkVarOcc "solveQuery"), lnQueryCon = orig q (mkDataOcc "Query")
      , lnQueryTy = orig q (mkTcOcc "Query"), lnQueryId = orig e (mkDataOcc "QueryId")
      , lnToTerm = orig t (mkVarOcc "toG2Term"), lnWireTy = orig e (mkTcOcc "Wire")
      , lnWirePlaceholder = orig e (mkVarOcc "wirePlaceholder") }

-- | One quote: parse, then build the replacement, or report errors and leave a
-- placeholder (compilation stops after this pass anyway).
rewriteQuote :: Env -> SrcSpan -> RdrName -> SrcSpan -> String -> Rw (LHsExpr GhcPs)
rewriteQuote env loc quoter qspan body = case parseQuery body of
  Left err -> failWith [mkPlainErrMsg dflags (pointAt (geOffset err)) (text ("malformed g2 query: "
               ++ renderGrammarErrorWith placeName err))]
  Right qt
    | length (qtSymbolic qt) > maxSymbolic ->
        failWith [mkPlainErrMsg dflags (pointAt (binderOffset (qtSymbolic qt !! maxSymbolic)))
          (text ("a g2 query can have at most " ++ show maxSymbolic ++ " symbolic variables"))]
    | otherwise -> do
        let tys = [ parseAt parseType (fragOffset (binderType b)) (fragText (binderType b))
                  | b <- qtConcrete qt ++ qtSymbolic qt ]
            predicate = parseAt parseExpr (fragOffset (qtPredicate qt)) (fragText (qtPredicate qt))
        names <- libNames
        case (sequence tys, predicate, names) of
          (Right ts, Right p, Right ln) -> do
            let (concreteTys, symbolicTys) = splitAt (length (qtConcrete qt)) ts
            modify' (\s -> s { rwDecls = predicateDecls qid loc qt ts p : rwDecls s })
            let mention = [ quoter | quoterImported (envImports env) quoter ]
            pure (replacement ln quoterName mention qid loc qt concreteTys symbolicTys)
          _ -> failWith (concat [ es | Left es <- tys ] ++ either id (const []) predicate
                         ++ either (\m -> [mkPlainErrMsg dflags loc (text m)]) (const []) names)
  where
    quoterName = occNameString (rdrNameOcc quoter)
    dflags = envDflags env
    qid = case loc of
      RealSrcSpan s _ -> at (srcSpanStartLine s) (srcSpanStartCol s)
      UnhelpfulSpan _ -> at 0 0
    -- Only the position is used here; the call built by 'replacement' has the rest.
    at l c = QueryId (envModule env) l c 0 wirePlaceholder
    -- The body starts where the quote's own span does (after @[g2|@).
    bodyStart = case qspan of
      RealSrcSpan s _ -> realSrcSpanStart s
      _ -> case loc of
        RealSrcSpan s _ -> realSrcSpanStart s
        _ -> mkRealSrcLoc (mkFastString (envModule env)) 1 1
    locAt off = foldl advanceSrcLoc bodyStart (take off body)
    placeName off = let l = locAt off in show (srcLocLine l) ++ ":" ++ show (srcLocCol l)
    pointAt off = RealSrcSpan (realSrcLocSpan (locAt off)) Nothing
    parseAt :: P a -> Int -> String -> Either [ErrMsg] a
    parseAt p off txt = case unP p (mkPState dflags (stringToStringBuffer txt) (locAt off)) of
      POk _ a -> Right a
      PFailed st -> Left (errorsOf st)
    errorsOf :: PState -> [ErrMsg]
    errorsOf st = foldr (:) [] (getErrorMessages st dflags)
    failWith :: [ErrMsg] -> Rw (LHsExpr GhcPs)
    failWith errs = do
      modify' (\s -> s { rwErrors = reverse errs ++ rwErrors s })
      pure (L loc (HsVar noExtField (L loc (mkRdrUnqual (mkVarOcc "undefined")))))

-- | Whether one of the imports brings @quoter@ (as written: @g2@, @Q.g2@) into scope
-- from "G2.Query".
quoterImported :: [ImportDecl GhcPs] -> RdrName -> Bool
quoterImported imports quoter = any brings imports
  where
    occ = rdrNameOcc quoter
    brings i = moduleNameString (unLoc (ideclName i)) == "G2.Query" && qualifierFits i && listed i
    qualifierFits i = case quoter of
      Unqual _ -> ideclQualified i == NotQualified
      Qual m _ -> m == maybe (unLoc (ideclName i)) unLoc (ideclAs i)
      _ -> False
    listed i = case ideclHiding i of
      Nothing -> True
      Just (hiding, L _ ies) -> hiding /= any names ies
    names (L _ ie) = case ie of
      IEVar _ (L _ n) -> rdrNameOcc (ieWrappedName n) == occ
      _ -> False

parseExpr :: P (LHsExpr GhcPs)
parseExpr = parseExpression >>= \ecp -> runPV (runECP_PV ecp)

-- | The predicate's top-level signature, binding and NOINLINE pragma.
predicateDecls :: QueryId -> SrcSpan -> QueryText -> [LHsType GhcPs] -> LHsExpr GhcPs
               -> [LHsDecl GhcPs]
predicateDecls qid loc qt tys p =
  [ L loc (SigD noExtField (TypeSig noExtField [name] (mkLHsSigWcType (funTy tys boolTy))))
  , L loc (ValD noExtField (mkFunBind Generated name
      [mkSimpleMatch (mkPrefixFunRhs name) (map (varPat . binderName) binders) p]))
  , L loc (SigD noExtField (InlineSig noExtField name neverInlinePragma))
  ]
  where
    name = L loc (bindingName qid)
    binders = qtConcrete qt ++ qtSymbolic qt
    boolTy = nlHsTyVar (nameRdrName (tyConName boolTyCon))

-- | The expression that replaces the quote.
-- | @mention@ is the quoter when the module imports it from "G2.Query": the call names
-- the library by original names, so the wire argument becomes
-- @case quoter of _ -> g2'wire@ (which never evaluates the quoter and types as before),
-- and the user's @import G2.Query@ is not "redundant" under -Wall.
replacement :: LibNames -> String -> [RdrName] -> QueryId -> SrcSpan -> QueryText
            -> [LHsType GhcPs] -> [LHsType GhcPs] -> LHsExpr GhcPs
replacement ln quoterName mention qid loc qt concreteTys symbolicTys =
  L loc (HsPar noExtField (L loc (ExprWithTySig noExtField lambda (mkLHsSigWcType ty))))
  where
    xs = map binderName (qtConcrete qt)
    ss = map binderName (qtSymbolic qt)
    query = nlHsApps (lnQueryCon ln)
      [ nlHsApps (lnQueryId ln) [ nlHsLit (mkHsString (qidModule qid))
                                , nlHsIntLit (toInteger (qidLine qid))
                                , nlHsIntLit (toInteger (qidColumn qid))
                                , nlHsIntLit (toInteger (length ss))
                                , wireArg ]
      , nlList [ nlHsApp (nlHsVar (lnToTerm ln)) (nlHsVar (unqual x)) | x <- xs ]
      , nlHsIntLit (toInteger (length ss))
      , mkHsLam [answerPat] (nlHsApps (bindingName qid) (map (nlHsVar . unqual) (xs ++ ss)))
      ]
    wireArg = case mention of
      [q] -> L loc (HsCase noExtField (nlHsVar q)
               (mkMatchGroup Generated [mkSimpleMatch CaseAlt [nlWildPat] (nlHsVar wireName)]))
      _ -> nlHsVar wireName
    answerPat = case ss of
      [s] -> varPat s
      _ -> nlTuplePat (map varPat ss) Boxed
    answerTy = case symbolicTys of
      [t] -> t
      _ -> L loc (HsTupleTy noExtField HsBoxedOrConstraintTuple symbolicTys)
    (call, resultTy)
      | quoterName == "g2query" = (query, nlHsTyVar (lnQueryTy ln) `nlHsAppTy` nlHsParTy answerTy)
      | otherwise =
          ( nlHsApp (nlHsVar (lnSolveQuery ln)) (nlHsPar query)
          , nlHsTyVar (nameRdrName ioTyConName)
              `nlHsAppTy` nlHsParTy (nlHsTyVar (nameRdrName (tyConName maybeTyCon))
                                       `nlHsAppTy` nlHsParTy answerTy) )
    lambda
      | null xs = call
      | otherwise = nlHsPar (mkHsLam (map varPat xs) call)
    ty = funTy concreteTys resultTy

funTy :: [LHsType GhcPs] -> LHsType GhcPs -> LHsType GhcPs
funTy args res = foldr (\a r -> nlHsFunTy (nlHsParTy a) r) res args

-- | The module's @g2'wire@ binding: signature, placeholder right-hand side, NOINLINE.
-- (The library names were found for the queries already, so Left does not happen.)
wireDecls :: SrcSpan -> (Either String LibNames, RwState) -> [LHsDecl GhcPs]
wireDecls _ (Left _, _) = []
wireDecls loc (Right ln, _) =
  [ L loc (SigD noExtField (TypeSig noExtField [name] (mkLHsSigWcType (nlHsTyVar (lnWireTy ln)))))
  , L loc (ValD noExtField (mkFunBind Generated name
      [mkSimpleMatch (mkPrefixFunRhs name) [] (nlHsVar (lnWirePlaceholder ln))]))
  , L loc (SigD noExtField (InlineSig noExtField name neverInlinePragma))
  ]
  where name = L loc wireName

wireName :: RdrName
wireName = unqual wireBindingName

bindingName :: QueryId -> RdrName
bindingName = unqual . queryBindingName

unqual :: String -> RdrName
unqual = mkRdrUnqual . mkVarOcc

varPat :: String -> LPat GhcPs
varPat = nlVarPat . unqual

