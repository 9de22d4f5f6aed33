{-# LANGUAGE GADTs, RankNTypes, ScopedTypeVariables, TypeApplications #-}
-- | The plugin's @liquid@ option at parse time: reads the module's LiquidHaskell
-- annotations and adds their contracts to the parsed module as ordinary declarations
-- (Note [Injected contracts]), so that GHC type-checks them with the module and the
-- Core pass ("G2.Plugin.CorePass") finds them in the module's Core.
--
-- Note [Injected contracts]
-- ~~~~~~~~~~~~~~~~~~~~~~~~~
-- For an annotated function @f@ with Haskell signature
-- @f :: forall a1 .. ak. (C1, .., Cm) => t1 -> .. -> tn -> t@ (the @forall@ written or
-- implicit, its variables in GHC's order: first occurrence, left to right) and an
-- annotation with n arguments, the module gets
--
-- > g2__pre_f  :: forall a1 .. ak. (Cj, .., Cm) => t1 -> .. -> tn -> Bool
-- > g2__pre_f  = \x1 .. xn -> PRE
-- > g2__post_f :: forall a1 .. ak. (C1, .., Cm) => t1 -> .. -> tn -> t -> Bool
-- > g2__post_f = \x1 .. xn r -> POST
--
-- The signatures are built from the pieces of @f@'s own (so the types line up, type
-- synonyms and all); the bindings are text from "G2.Liquid.Contracts" parsed with
-- GHC's declaration parser at the annotation's position (so a type error in a
-- refinement is reported there). Why this shape: the engine applies a predicate to
-- its own number of type arguments, the call's first ones, and to the call's last
-- value arguments (@reduce::contract::apply_predicate@). Every predicate therefore
-- quantifies all of @f@'s type variables in @f@'s order, and its constraints are a
-- suffix of @f@'s: the precondition drops the constraints that mention a variable not
-- in @t1 .. tn@ (they would be ambiguous), and all those before them.
--
-- A function without a Haskell signature gets the annotation's type instead
-- ('ctHsType'). An instance's method is checked through a generated binding whose
-- signature is the class's method type at the instance (Note [Checking instance
-- methods] in "G2.Liquid.Methods": 'methodBinding'). Measures in equation form become @g2_measure_m@ and refined type
-- arguments of the module's data types are walked by @g2_all_T@.
--
-- When the module has an export list, the predicates are added to it
-- ("G2.Plugin.Exports"): they are then neither "defined but not used" nor dropped.
--
-- The functions to check travel to the Core pass through 'checkedFunctions', keyed by
-- module name: the two phases run in one GHC process, and nothing in ModGuts can carry
-- them.
--
-- The module also gets @g2__liquid :: String@ (exported), whose text the liquid pass
-- replaces by the check's results, for "G2.Test" (Note [Check results in the module]
-- in "G2.Plugin.LiquidCheck").
module G2.Plugin.Liquid
  ( injectContracts
  , checkedFunctions
  , specPosSpan
  ) where

import Control.Monad (filterM, unless)
import Control.Monad.IO.Class (liftIO)
import Data.Data (Data, gmapQ, gmapT)
import Data.IORef (IORef, atomicModifyIORef', newIORef, readIORef)
import Data.List (intercalate, nub, sort)
import qualified Data.Map.Strict as M
import Data.Typeable (eqT, (:~:) (..))
import System.Directory (doesFileExist)
import System.IO.Unsafe (unsafePerformIO)

import G2.Liquid.Contracts
import G2.Liquid.Library
import G2.Liquid.Parse (parseSource)
import G2.Liquid.Syntax (RType (..), SpecError (..), SrcPos (..), TyHead (..))
import qualified G2.Liquid.Syntax as LS
import qualified G2.Liquid.ToHaskell as LH
import G2.Plugin.Exports (exportNames)
import G2.Plugin.GHC
import G2.Plugin.Options (Liquid (..))
import G2.Test.Results (resultsBindingName, resultsPlaceholder)

-- | Note [Injected contracts]: module name to the functions the Core pass checks, each
-- with how reports name it (a method of an instance: Note [Checking instance methods]
-- in "G2.Liquid.Methods").
checkedRegistry :: IORef (M.Map String [(String, String)])
checkedRegistry = unsafePerformIO (newIORef M.empty)
{-# NOINLINE checkedRegistry #-}

-- | The annotated functions of a module that its Core pass should check, each with how
-- reports name it.
checkedFunctions :: String -> IO [(String, String)]
checkedFunctions m = M.findWithDefault [] m <$> readIORef checkedRegistry

-- | A point span at an annotation position.
specPosSpan :: SrcPos -> SrcSpan
specPosSpan (SrcPos f l c) = RealSrcSpan (realSrcLocSpan (mkRealSrcLoc (mkFastString f) l c)) Nothing

-- | Adds the contracts of the module's annotations (Note [Injected contracts]).
-- Malformed annotations are GHC errors at their position; annotations that cannot be
-- checked are warnings.
injectContracts :: Liquid -> ModSummary -> HsParsedModule -> Hsc HsParsedModule
injectContracts _ summary parsed = case ml_hs_file (ms_location summary) of
  Nothing -> pure parsed
  Just path -> do
    src <- liftIO (readFile path)
    let dflags = ms_hspp_opts summary
        L mloc hsmod = hpm_module parsed
        decls = hsmodDecls hsmod
        modName = moduleNameString (ms_mod_name summary)
        defined = nub [ occNameString (rdrNameOcc (unLoc n)) | L _ (ValD _ FunBind { fun_id = n }) <- decls ]
        sigs = M.fromList [ (occNameString (rdrNameOcc (unLoc n)), hsib_body (hswc_body ty))
                          | L _ (SigD _ (TypeSig _ ns ty)) <- decls, n <- ns ]
        insts = moduleInstances decls
        -- Note [Checking instance methods] in "G2.Liquid.Methods"
        classes = moduleClasses decls
        instances = moduleClassInstances dflags decls
        ownTypes = [ occNameString (rdrNameOcc n) | L _ (TyClD _ DataDecl { tcdLName = L _ n }) <- decls ]
        errAt p m = mkPlainErrMsg dflags (specPosSpan p) (text m)
        warnAt p m = mkPlainWarnMsg dflags (specPosSpan p) (text ("G2: " ++ m))
    -- Note [Sibling modules] in "G2.Liquid.Library"
    siblings <- liftIO (siblingSources path modName [ moduleNameString (unLoc (ideclName i)) | L _ i <- hsmodImports hsmod ])
    let siblingInvariants =
          [ (t, "G2'S" ++ show i ++ "." ++ LH.invariantName t)
          | (i, (m, s)) <- zip [1 :: Int ..] siblings
          , Right cs' <- [contractsOfSource (m ++ ".hs") s [] (definedNames s)], t <- csInvariantTypes cs' ]
        siblingParsed = [ (i, either (const []) id (parseSource (m ++ ".hs") s)) | (i, (m, s)) <- zip [1 :: Int ..] siblings ]
        siblingMeasures = [ (LS.msName ms, "G2'S" ++ show i ++ "." ++ LH.measureFunName (LS.msName ms))
                          | (i, ds) <- siblingParsed, ms <- equationMeasures ds ]
        imported = Imported siblingInvariants siblingMeasures (concatMap snd siblingParsed)
        nAnnotations = either (const 0) length (parseSource path src)
        ownMeasures = [ LH.measureFunName (LS.msName ms) | ms <- equationMeasures (either (const []) id (parseSource path src)) ]
    case contractsOfSourceWith imported (usesDataSet src) path src (dataDecls decls)
           [ c | (c, _, _) <- classes ] [ i | (i, _, _) <- instances ] defined of
      Left errs -> throwErrors (listToBag [ errAt p ("malformed LiquidHaskell annotation: " ++ m)
                                          | SpecError p m <- errs ])
      Right cs -> do
        let handwritten = [ c | c <- csContracts cs
                              , preName (ctName c) `elem` defined || postName (ctName c) `elem` defined ]
            fresh = [ c | c <- csContracts cs, c `notElem` handwritten ]
            -- Note [Checking instance methods]: each method's binding, typed at its instance
            methods = [ (mc, methodBinding dflags classes instances ownTypes mc) | mc <- csMethods cs ]
            methodSigs = M.fromList [ (mcBinding mc, ty) | (mc, Just (ty, _, _, _)) <- methods ]
            shown f = head ([ methodLabel mc | (mc, _) <- methods, mcBinding mc == f ] ++ [f])
            built = [ (c, contractDecls dflags insts (sigs `M.union` methodSigs) c) | c <- fresh ]
            ok = [ (c, ds) | (c, Right (ds, _)) <- built ]
            -- Note [Monomorphic copies]
            monos = [ (c, m) | (c, Right (_, Just m)) <- built ]
            monoOk = [ (c, ty, ds) | (c, Right (ty, ds)) <- monos ]
            noContract = csNoContract cs ++ [ (ctName c, e) | (c, Left e) <- built ]
            typeNameChecks = zip [ "g2__tycon_" ++ show i | i <- [1 :: Int ..] ] (csTypeNames cs)
            unmono = [ ctName c | (c, Left _) <- monos ]
            problems = csWarnings cs ++ fieldOrderWarnings decls (either (const []) id (parseSource path src))
              ++ [ SpecError (ctPos c) ("no contract for " ++ shown (ctName c) ++ ": " ++ e) | (c, Left e) <- built ]
              ++ [ SpecError (ctPos c) (shown (ctName c) ++ " is not checked: " ++ e) | (c, Left e) <- monos ]
              ++ [ SpecError (ctPos c) (shown (ctName c) ++ " is checked at Double: its constraints cannot hold at Int")
                 | (c, "Double", _) <- monoOk ]
              ++ [ SpecError (hiPos (mcInstance mc)) (methodLabel mc ++ " is not checked: G2 cannot type its method at the instance")
                 | (mc, Nothing) <- methods ]
            measures = [ parseLines dflags p txt | (p, txt) <- csMeasures cs ]
            travs = [ parseLines dflags (SrcPos path 1 1) txt | txt <- csTraversals cs ]
            extra = concat [ ds | Right ds <- measures ++ travs ]
            extraErrs = [ e | Left e <- measures ++ travs ]
        unless (null extraErrs) $
          throwErrors (listToBag [ errAt p ("G2: cannot read a generated definition: " ++ m)
                                 | SpecError p m <- extraErrs ])
        unless (null problems) $
          liftIO (printOrThrowWarnings dflags (listToBag [ warnAt p m | SpecError p m <- problems ]))
        let sibs = [ (alias, siblingContracts alias s (annotatedIn m s)) | (i, (m, s)) <- zip [1 :: Int ..] siblings
                                                                        , let alias = "G2'S" ++ show i ]
            sibImports = [ parseWith dflags parseImport (SrcPos path 1 1) ("import qualified " ++ m ++ " as " ++ a)
                         | ((a, (ds, _)), (m, _)) <- zip sibs siblings
                         , not (null ds) || any ((== (a ++ ".")) . takeWhile' . snd) (siblingInvariants ++ siblingMeasures) ]
            takeWhile' q = reverse (dropWhile (/= '.') (reverse q))
            sibDecls = [ parseLines dflags (SrcPos path 1 1) (unlines ds) | (_, (ds, _)) <- sibs, not (null ds) ]
            sibNames = concat [ ns | (_, (_, ns)) <- sibs ]
        -- Note [Library contracts] in "G2.Liquid.Library"
        let libSpecs = librarySpecsFor src
            libImports = [ parseWith dflags parseImport (SrcPos path 1 1)
                             ("import qualified " ++ m ++ " as " ++ a)
                         | (a, m) <- libraryImports libSpecs ]
            libDecls = [ parseLines dflags (SrcPos path 1 1) (unlines (libraryDecls s)) | s <- libSpecs ]
            markerDecls = [ parseLines dflags (SrcPos path 1 1) (n ++ " = ()") | n <- csMarkers cs ]
              -- Note [Annotations without a contract] in rust-core/src/search/check.rs
              ++ [ parseLines dflags (SrcPos path 1 1) $ unlines
                     [ noContractName f ++ " :: G2'Base.String", noContractName f ++ " = " ++ show e ]
                 | (f, e) <- noContract ]
              -- Note [Type names in annotations] in "G2.Liquid.Contracts"
              ++ [ parseLines dflags p $ unlines
                     [ n ++ " :: G2'P.Proxy " ++ c, n ++ " = G2'P.Proxy" ]
                 | (n, (p, c)) <- typeNameChecks ]
              -- Note [Checking instance methods]: how reports name and call each method
              ++ [ parseLines dflags (SrcPos path 1 1) $ unlines
                     [ shownName (mcBinding mc) ++ " :: G2'Base.String"
                     , shownName (mcBinding mc) ++ " = " ++ show (methodLabel mc ++ "\n" ++ call) ]
                 | (mc, Just (_, _, body, fixed)) <- methods
                 , let call = methodCall dflags mc body fixed [ t | (c, t, _) <- monoOk, ctName c == mcBinding mc ] ]
              -- Note [No function checked] in rust-core/src/bin/g2/check.rs
              ++ [ parseLines dflags (SrcPos path 1 1) $ unlines
                     [ "g2__annotations :: G2'Base.Int", "g2__annotations = " ++ show nAnnotations ] ]
            -- Note [Check results in the module] in "G2.Plugin.LiquidCheck"
            resultsImport = parseWith dflags parseImport (SrcPos path 1 1) "import qualified GHC.Base as G2'Base"
            resultsDecls = parseLines dflags (SrcPos path 1 1) $ unlines
              [ resultsBindingName ++ " :: G2'Base.String"
              , resultsBindingName ++ " = " ++ show resultsPlaceholder
              , "{-# NOINLINE " ++ resultsBindingName ++ " #-}" ]
            libErrs = [ e | Left e <- libDecls ++ markerDecls ++ sibDecls ++ [resultsDecls] ]
                      ++ [ e | Left e <- libImports ++ sibImports ++ [resultsImport] ]
        unless (null libErrs) $
          throwErrors (listToBag [ errAt p ("G2: cannot read a generated library contract: " ++ m)
                                 | SpecError p m <- libErrs ])
        -- Note [Unannotated assertions]
        let implicit = [ f | f <- unannotatedAssertions (map ctName (csContracts cs) ++ map fst (csNoContract cs)) defined decls
                           , f /= "main", isVarName f, maybe True (not . isIO) (M.lookup f sigs) ]
            isIO ty = not (null (tyNamesOf (\r -> occNameString (rdrNameOcc r) == "IO") ty))
            implicitDecls = parseLines dflags (SrcPos path 1 1) $ unlines $ concat
              [ [ preName f ++ " = G2'Base.True"
                , postName f ++ " r = G2'Base.const G2'Base.True (r `G2'Base.asTypeOf` " ++ f ++ ")" ]
              | f <- implicit ]
        implicitOk <- case implicitDecls of
          Right ds -> pure ds
          Left (SpecError p m) -> throwErrors (listToBag [errAt p ("G2: cannot read a generated contract: " ++ m)])
        let checked = [ ctName c | (c, _) <- ok, ctChecked c, ctName c `notElem` unmono ]
                      ++ [ ctName c | c <- handwritten, ctChecked c ] ++ implicit
            names = concat [ [preName (ctName c), postName (ctName c)] ++ [ paramName (ctName c) | Just _ <- [ctParam c] ]
                             ++ [ "g2__monopred_" ++ ctName c | any isMonoMarker ds ]
                             ++ funSpecNamesIn ds
                           | (c, ds) <- ok ]
                    ++ concat [ [preName f, postName f] | f <- implicit ]
                    ++ libraryNames libSpecs ++ csMarkers cs ++ sibNames ++ [resultsBindingName]
                    ++ map (noContractName . fst) noContract ++ map fst typeNameChecks
                    ++ concat [ [mcBinding mc, shownName (mcBinding mc)] | (mc, Just _) <- methods ]
                    ++ ["g2__annotations"]
                    ++ map LH.invariantName (csInvariantTypes cs) ++ ownMeasures
                    ++ concat [ map ($ ctName c) [monoName, monoPreName, monoPostName] | (c, _, _) <- monoOk ]
        liftIO (atomicModifyIORef' checkedRegistry (\m -> (M.insert modName [ (f, shown f) | f <- checked ] m, ())))
        pure parsed { hpm_module = L mloc $ exportNames names hsmod
          { hsmodDecls = decls ++ extra ++ concat [ ds | (_, Just (_, ds, _, _)) <- methods ]
                         ++ concatMap snd ok ++ concat [ ds | (_, _, ds) <- monoOk ] ++ implicitOk
                         ++ concat [ ds | Right ds <- libDecls ++ markerDecls ++ sibDecls ++ [resultsDecls] ]
          , hsmodImports = hsmodImports hsmod ++ [ i | Right i <- libImports ++ sibImports ++ [resultsImport] ] } }

-- Note [Unannotated assertions]
-- ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
-- LiquidHaskell checks every top-level binder, annotated or not, against the
-- specifications of what it calls, and its tests' usual shape is an unannotated
-- property: @prop_sq = let x = choose 0 in liquidAssertB (x * x > 0)@ (LiquidHaskell:
-- unsafe, @choose 0@ may be 0). g2 checks a function against a contract, so such a
-- property was skipped without a word, and a file of them was "no function checked".
-- Now a top-level binding without an annotation and without arguments (a property, a
-- CAF) that calls one of the LiquidHaskell Prelude's assertions (@liquidAssert@,
-- @liquidAssertB@, @liquidError@, @crash@, whose preconditions are their point),
-- directly or through unannotated functions of the module, gets the trivial contract
-- (@g2__pre_f = True@, @g2__post_f r = const True (r `asTypeOf` f)@, typed by f) and is
-- checked: a counterexample is a run that breaks an assertion. Having no inputs, its
-- counterexamples are real whatever LiquidHaskell would infer. Not @main@ or another
-- IO action: checking evaluates a binding, it does not run an action, so it would
-- claim that none exist. An unannotated function
-- with arguments is not checked itself (which inputs it may get is what LiquidHaskell
-- infers from its uses; here it would be any): its assertions are checked through the
-- properties that call it.

-- | The unannotated top-level bindings without arguments that reach an assertion of
-- LiquidHaskell's Prelude through unannotated functions of the module.
unannotatedAssertions :: [String] -> [String] -> [LHsDecl GhcPs] -> [String]
unannotatedAssertions annotated defined decls =
  [ f | (f, 0, _) <- funs, f `elem` reaching ]
  where
    funs = [ (f, matchGroupArity mg, varsIn mg)
           | L _ (ValD _ FunBind { fun_id = n, fun_matches = mg }) <- decls
           , let f = occNameString (rdrNameOcc (unLoc n))
           , take 4 f /= "g2__", f `notElem` annotated, preName f `notElem` defined ]
    direct = [ f | (f, _, vs) <- funs, any (`elem` assertions) vs ]
    reaching = grow direct
    grow known = case [ f | (f, _, vs) <- funs, f `notElem` known, any (`elem` known) vs ] of
      [] -> known
      more -> grow (known ++ nub more)
    assertions = ["liquidAssert", "liquidAssertB", "liquidError", "crash"]
    varsIn :: forall d. Data d => d -> [String]
    varsIn x = case eqT @d @(HsExpr GhcPs) of
      Just Refl | HsVar _ (L _ r) <- x -> [occNameString (rdrNameOcc r)]
      _ -> concat (gmapQ varsIn x)

-- | The sources of the imported modules that sit beside this one (same source root),
-- with their names: Note [Sibling modules].
siblingSources :: FilePath -> String -> [String] -> IO [(String, String)]
siblingSources path self imports = do
  let depth = length (filter (== '.') self)
      dir = iterate parentDir (parentDir path) !! depth
      parentDir p = case reverse (dropWhile (/= '/') (reverse p)) of
        "" -> "."
        d -> reverse (dropWhile (== '/') (reverse d))
      candidates m = [ dir ++ "/" ++ map (\c -> if c == '.' then '/' else c) m ++ ext | ext <- [".hs", ".lhs"] ]
  found <- mapM (\m -> do
                   fs <- filterM doesFileExist (candidates m)
                   case fs of
                     f : _ -> (\s -> Just (m, s)) <$> readFile f
                     [] -> pure Nothing) (nub imports)
  pure [ x | Just x <- found ]

-- | The functions an imported module's source annotates (none if it does not parse).
annotatedIn :: String -> String -> [String]
annotatedIn m src = either (const []) (\cs -> map ctName (csContracts cs)) (contractsOfSource (m ++ ".hs") src [] (definedNames src))

-- | The names a source's unindented lines start with: its top-level definitions,
-- roughly (enough to know what a sibling module annotates and defines).
definedNames :: String -> [String]
definedNames s = nub [ takeWhile (\c -> c /= ' ' && c /= '\t') l | l <- lines s, take 1 l /= " ", not (null l) ]

------------------------------------------------------------------------------------
-- The predicates

-- | The signatures and bindings of one contract; for a class-constrained function also
-- its monomorphic copies (Note [Monomorphic copies]): the type they are at and their
-- declarations, or why there are none.
contractDecls :: DynFlags -> [(String, String)] -> M.Map String (LHsType GhcPs) -> Contract
              -> Either String ([LHsDecl GhcPs], Maybe (Either String (String, [LHsDecl GhcPs])))
contractDecls dflags insts sigs c = do
  fTy <- case M.lookup (ctName c) sigs of
    Just t -> Right t
    Nothing -> do
      txt <- ctHsType c
      either (\(SpecError _ m) -> Left ("cannot read its type " ++ txt ++ ": " ++ m)) Right
        (parseWith dflags' parseType (ctPos c) txt)
  (preTy0, postTy0) <- predicateTypes (ctArity c) fTy
  -- Note [Monomorphic predicates] in "G2.Liquid.Contracts"
  let (_, fCtx, _) = splitSigma fTy
      eqLike = ["Eq", "Ord", "Integral", "Real", "RealFrac", "RealFloat", "Enum", "Ix", "Bits"]
      hasEqLike = any (\t -> any (`elem` eqLike) (map (occNameString . rdrNameOcc) (tyConsOf t))) fCtx
      monoPreds = ctNeedsClass c && not hasEqLike && not (null (tyVarsOf fTy))
      intTy = nlHsTyVar (nameRdrName (tyConName intTyCon))
      monoTy t = let (_, _, body) = splitSigma t in substTyVars intTy body
      (preTy, postTy) = if monoPreds then (monoTy preTy0, monoTy postTy0) else (preTy0, postTy0)
  pre <- either (Left . seMessage) Right (parseWith dflags' parseDeclaration (ctPos c) (ctPre c))
  post <- either (Left . seMessage) Right (parseWith dflags' parseDeclaration (ctPos c) (ctPost c))
  let loc = specPosSpan (ctPos c)
      sig n ty = L loc (SigD noExtField (TypeSig noExtField [L loc (mkRdrUnqual (mkVarOcc n))]
                                           (mkLHsSigWcType ty)))
      (_, ctx, body) = splitSigma fTy
      (args, res) = splitArrows (ctArity c) body
      f = ctName c
      monoDecls (tyName, ty) = do
        let inst = substTyVars ty
            fun as = foldr (\a r -> nlHsFunTy (nlHsParTy a) r) (inst res) as
            boolTy = nlHsTyVar (nameRdrName (tyConName boolTyCon))
            pred' as = foldr (\a r -> nlHsFunTy (nlHsParTy a) r) boolTy as
            bind n rhs = either (Left . seMessage) Right
                           (parseWith dflags' parseDeclaration (ctPos c) (n ++ " = " ++ rhs))
        bf <- bind (monoName f) (if isVarName f then f else "(" ++ f ++ ")")
        bpre <- bind (monoPreName f) (preName f)
        bpost <- bind (monoPostName f) (postName f)
        pure (tyName, [ sig (monoName f) (fun (map inst args)), bf
                      , sig (monoPreName f) (pred' (map inst args)), bpre
                      , sig (monoPostName f) (pred' (map inst (args ++ [res]))), bpost ])
      mono | null ctx = Nothing
           | otherwise = Just (monoInstance insts ctx body >>= monoDecls)
  -- Note [Parametric results] in "G2.Liquid.Contracts": typed at Int
  param <- case ctParam c of
    Nothing -> pure []
    Just txt -> do
      b <- either (Left . seMessage) Right (parseWith dflags' parseDeclaration (ctPos c) txt)
      pure [sig (paramName f) (monoTy postTy0), b]
  -- the engine's marker for monomorphic predicates
  marker <- if not monoPreds then pure [] else
    either (Left . seMessage) Right (fmap (: []) (parseWith dflags' parseDeclaration (ctPos c) (markerName "g2__monopred_" f ++ " = ()")))
  -- A function argument's specification, over f's arguments, the function's argument
  -- and its result: typed from f's type, for all its type variables (the engine passes
  -- them at Int), with no context, so none where a refinement may need a class (Note
  -- [Monomorphic predicates] in "G2.Liquid.Contracts"). One that does not parse is
  -- left out.
  let boolTy' = nlHsTyVar (nameRdrName (tyConName boolTyCon))
      tvs = case bndrs0 of
        Just bs -> bs
        Nothing -> [ L noSrcSpan (UserTyVar noExtField SpecifiedSpec (L noSrcSpan v)) | v <- tyVarsOf fTy ]
      (bndrs0, _, _) = splitSigma fTy
      funSpec (i, txt) = case drop i args of
        argTy : _ | not (ctNeedsClass c && not (null tvs)), ([a], b) <- splitArrows 1 argTy
                  , Right d <- parseWith dflags' parseDeclaration (ctPos c) txt ->
          [ sig (funSpecName f i)
                (forallTy tvs (foldr (\x r -> nlHsFunTy (nlHsParTy x) r) boolTy' (args ++ [a, b])))
          , d ]
        _ -> []
  pure ([sig (preName f) preTy, pre, sig (postName f) postTy, post] ++ param ++ marker
          ++ concatMap funSpec (ctFunSpecs c), mono)
  where
    dflags' = xopt_set dflags ExplicitForAll

------------------------------------------------------------------------------------
-- Note [Monomorphic copies]
-- ~~~~~~~~~~~~~~~~~~~~~~~~~
-- The engine cannot run a function that takes class dictionaries on symbolic inputs;
-- it checks a class-constrained @f@ through monomorphic copies of it and its contract
-- when the module has them (@search::check::monomorphic@):
--
-- > g2__mono_f      :: t1[T/a..] -> .. -> tn[T/a..] -> t[T/a..]
-- > g2__mono_f      = f
-- > g2__monopre_f   :: t1[T/a..] -> .. -> tn[T/a..] -> Bool
-- > g2__monopre_f   = g2__pre_f
-- > g2__monopost_f  :: t1[T/a..] -> .. -> tn[T/a..] -> t[T/a..] -> Bool
-- > g2__monopost_f  = g2__post_f
--
-- with every type variable at one type T: @Int@ when each constraint @C a@ holds at
-- @Int@ (a class of base with an @Int@ instance, or an @instance C Int@ of the module),
-- else @Double@ (a warning says so), else no copies and a warning that @f@ is not
-- checked. A constraint that is not a class applied to a type variable, or a type
-- variable applied to types (@m a@), also means no copies: a variable of a higher kind
-- cannot be @Int@.

monoName, monoPreName, monoPostName :: String -> String
monoName = markerName "g2__mono_"
monoPreName = markerName "g2__monopre_"
monoPostName = markerName "g2__monopost_"

-- | The classes of base with an instance at Int, and at Double.
intClasses, doubleClasses :: [String]
intClasses = ["Eq", "Ord", "Show", "Read", "Enum", "Bounded", "Num", "Real", "Integral", "Ix", "Bits", "FiniteBits"]
doubleClasses = ["Eq", "Ord", "Show", "Read", "Enum", "Num", "Real", "Fractional", "Floating", "RealFrac", "RealFloat"]

-- | The type every variable is instantiated at (its name and the type), or why none.
monoInstance :: [(String, String)] -> [LHsType GhcPs] -> LHsType GhcPs -> Either String (String, LHsType GhcPs)
monoInstance insts ctx body = do
  classes <- mapM constraintClass ctx
  case [ v | v <- appliedVars (ctx, body) ] of
    v : _ -> Left ("its type variable " ++ occNameString (rdrNameOcc v)
                   ++ " is applied to types, so it cannot be instantiated at Int or Double")
    [] -> pure ()
  let holds t base = all (\k -> k `elem` base || (k, t) `elem` insts) classes
      missing t base = [ k | k <- classes, k `notElem` base, (k, t) `notElem` insts ]
  if holds "Int" intClasses then Right ("Int", nlHsTyVar (nameRdrName (tyConName intTyCon)))
  else if holds "Double" doubleClasses then Right ("Double", nlHsTyVar (nameRdrName (tyConName doubleTyCon)))
  else Left ("its constraints hold neither at Int (no " ++ unwords (missing "Int" intClasses)
             ++ " Int) nor at Double (no " ++ unwords (missing "Double" doubleClasses) ++ " Double)")
  where
    constraintClass t = case unLoc t of
      HsParTy _ t' -> constraintClass t'
      HsAppTy _ (L _ (HsTyVar _ _ (L _ k))) (L _ (HsTyVar _ _ (L _ v)))
        | not (isRdrTyVar k), isRdrTyVar v -> Right (occNameString (rdrNameOcc k))
      _ -> Left "a constraint is not a class applied to a type variable"

-- | The module's instances of a class at a type constructor: @instance C T@.
moduleInstances :: [LHsDecl GhcPs] -> [(String, String)]
moduleInstances decls =
  [ (occOf k, occOf t)
  | L _ (InstD _ (ClsInstD _ ClsInstDecl { cid_poly_ty = HsIB _ ty })) <- decls
  , Just (k, t) <- [headOf ty] ]
  where
    occOf = occNameString . rdrNameOcc
    headOf ty = case unLoc ty of
      HsParTy _ t -> headOf t
      HsAppTy _ (L _ (HsTyVar _ _ (L _ k))) (L _ (HsTyVar _ _ (L _ t))) -> Just (k, t)
      _ -> Nothing

------------------------------------------------------------------------------------
-- Instance methods (Note [Checking instance methods] in "G2.Liquid.Methods")

-- | The module's classes, each with its type variables and its methods' types.
moduleClasses :: [LHsDecl GhcPs] -> [(HsClass, [RdrName], [(String, LHsType GhcPs)])]
moduleClasses decls =
  [ (HsClass (occOf n) (map occOf vars) (map fst methods) defaults, vars, methods)
  | L _ (TyClD _ ClassDecl { tcdLName = L _ n, tcdTyVars = tvs, tcdSigs = sigs', tcdMeths = meths }) <- decls
  , let vars = map bndrName (hsq_explicit tvs)
        methods = [ (occOf (unLoc m), ty) | L _ (ClassOpSig _ False ms (HsIB _ ty)) <- sigs', m <- ms ]
        defaults = [ occOf (unLoc m) | L _ FunBind { fun_id = m } <- bagToList meths ] ]
  where
    occOf = occNameString . rdrNameOcc

-- | The module's instances of classes, each with its context and its types.
moduleClassInstances :: DynFlags -> [LHsDecl GhcPs] -> [(HsInstance, [LHsType GhcPs], [LHsType GhcPs])]
moduleClassInstances dflags decls =
  [ (HsInstance i (occOf k) (map rtypeOf tys) (unwords (map label tys)) (srcPosOf loc) methods, ctx, tys)
  | (i, (loc, ctx, (k, tys), methods)) <- zip [1 ..] found ]
  where
    found = [ (loc, ctx, h, [ occOf (unLoc m) | L _ FunBind { fun_id = m } <- bagToList binds ])
            | L loc (InstD _ (ClsInstD _ ClsInstDecl { cid_poly_ty = HsIB _ ty, cid_binds = binds })) <- decls
            , let (_, ctx, body) = splitSigma ty
            , Just h <- [classHead body] ]
    occOf = occNameString . rdrNameOcc
    classHead t = case unLoc t of
      HsParTy _ t' -> classHead t'
      HsTyVar _ _ (L _ k) | not (isRdrTyVar k) -> Just (k, [])
      HsAppTy _ f x -> (\(k, xs) -> (k, xs ++ [x])) <$> classHead f
      _ -> Nothing
    -- a type as one atom
    label t = let txt = showSDoc dflags (ppr t)
              in if ' ' `elem` txt && take 1 txt `notElem` ["(", "["] then "(" ++ txt ++ ")" else txt
    srcPosOf l = case l of
      RealSrcSpan r _ -> SrcPos (unpackFS (srcSpanFile r)) (srcSpanStartLine r) (srcSpanStartCol r)
      _ -> SrcPos "" 1 1

-- | A method's binding at an instance: its type (the class's method type at the
-- instance's types, with the instance's context), its declarations (at the instance),
-- the method's type at the instance (no context), and whether a call's printed
-- arguments fix the instance (an argument's type is the class's variable, and the
-- instance is at a data type of the module, whose values print with a constructor);
-- Nothing if the module declares no such class or method.
methodBinding :: DynFlags -> [(HsClass, [RdrName], [(String, LHsType GhcPs)])]
              -> [(HsInstance, [LHsType GhcPs], [LHsType GhcPs])] -> [String] -> MethodCheck
              -> Maybe (LHsType GhcPs, [LHsDecl GhcPs], LHsType GhcPs, Bool)
methodBinding dflags classes instances ownTypes mc = do
  let inst = mcInstance mc
      m = mcMethod mc
  (vars, methodTy) <- case [ (vs, ty) | (c, vs, ms) <- classes, hcName c == hiClass inst, Just ty <- [lookup m ms] ] of
    x : _ -> Just x
    [] -> Nothing
  (ctx, tys) <- case [ (cx, ts) | (i, cx, ts) <- instances, hiIndex i == hiIndex inst ] of
    x : _ -> Just x
    [] -> Nothing
  let at t = foldr (\(v, t') -> substNamedTyVar v t') t (zip vars tys)
      (_, methodCtx, body) = splitSigma methodTy
      ty = qualTy (ctx ++ map at methodCtx) (at body)
      (args, _) = splitArrows maxBound body
      printed = all (\t -> any (`elem` ownTypes) (map (occNameString . rdrNameOcc) (take 1 (tyConsOf t)))) tys
      fixed = any (`elem` tyVarsOf args) vars && printed
      loc = specPosSpan (hiPos inst)
      b = mcBinding mc
      name = L loc (mkRdrUnqual (mkVarOcc b))
  rhs <- either (const Nothing) Just (parseWith dflags parseDeclaration (hiPos inst) (b ++ " = " ++ methodVar m))
  pure (ty, [L loc (SigD noExtField (TypeSig noExtField [name] (mkLHsSigWcType ty))), rhs], at body, fixed)

-- | How GHCi calls a method at an instance: the method, when the arguments fix the
-- instance; else the method at its type there (at the type the check ran it, when it
-- was checked through monomorphic copies: Note [Monomorphic copies]).
methodCall :: DynFlags -> MethodCheck -> LHsType GhcPs -> Bool -> [String] -> String
methodCall dflags mc body fixed mono = case mono of
  t : _ -> annotated (substTyVars (nlHsTyVar (nameRdrName (tyConName (if t == "Double" then doubleTyCon else intTyCon)))) body)
  [] | fixed -> methodVar (mcMethod mc)
     | otherwise -> annotated body
  where
    annotated ty = "(" ++ methodVar (mcMethod mc) ++ " :: " ++ showSDoc dflags (ppr ty) ++ ")"

methodVar :: String -> String
methodVar m = if isVarName m then m else "(" ++ m ++ ")"

-- | One type variable replaced by a type (in parentheses unless it is an atom).
substNamedTyVar :: RdrName -> LHsType GhcPs -> LHsType GhcPs -> LHsType GhcPs
substNamedTyVar v (L _ ty) = go
  where
    atom = case ty of
      HsTyVar {} -> True
      HsListTy {} -> True
      HsTupleTy {} -> True
      HsParTy {} -> True
      _ -> False
    go :: forall d. Data d => d -> d
    go x = case eqT @d @(HsType GhcPs) of
      Just Refl | HsTyVar _ _ (L _ r) <- x, r == v -> if atom then ty else HsParTy noExtField (L noSrcSpan ty)
      _ -> gmapT go x

-- | The type variables applied to types in a piece of syntax.
appliedVars :: Data a => a -> [RdrName]
appliedVars = nub . go
  where
    go :: forall d. Data d => d -> [RdrName]
    go x = case eqT @d @(HsType GhcPs) of
      Just Refl | HsAppTy _ (L _ (HsTyVar _ _ (L _ r))) a <- x, isRdrTyVar r -> r : go a
      _ -> concat (gmapQ go x)

-- | Every type variable replaced by a type.
substTyVars :: LHsType GhcPs -> LHsType GhcPs -> LHsType GhcPs
substTyVars (L _ ty) = go
  where
    go :: forall d. Data d => d -> d
    go x = case eqT @d @(HsType GhcPs) of
      Just Refl | HsTyVar _ _ (L _ r) <- x, isRdrTyVar r -> ty
      _ -> gmapT go x

-- | Note [Injected contracts]: the precondition's and postcondition's types from the
-- function's, for an annotation with @n@ arguments.
predicateTypes :: Int -> LHsType GhcPs -> Either String (LHsType GhcPs, LHsType GhcPs)
predicateTypes n fTy = do
  let (bndrs, ctx, body) = splitSigma fTy
      (args, res) = splitArrows n body
  unless (length args == n) $ Left
    ("its Haskell type has " ++ show (length args) ++ " arguments, its annotation " ++ show n)
  let tvs = case bndrs of
        Just bs -> bs
        Nothing -> [ noLoc' (UserTyVar noExtField SpecifiedSpec (noLoc' v)) | v <- tyVarsOf fTy ]
      argVars = tyVarsOf args
      foreignAt = [ i | (i, cx) <- zip [0 :: Int ..] ctx, any (`notElem` argVars) (tyVarsOf cx) ]
      preCtx = drop (if null foreignAt then 0 else maximum foreignAt + 1) ctx
      boolTy = nlHsTyVar (nameRdrName (tyConName boolTyCon))
      -- F's variables up to the last one the predicate mentions (the rest would be
      -- unused foralls; the engine passes a predicate only its own number of them).
      build cx as =
        let used = tyVarsOf cx ++ tyVarsOf as
            n' = length (takeWhile (`notElem` used) (reverse (map bndrName tvs)))
        in forallTy (take (length tvs - n') tvs)
                    (qualTy cx (foldr (\a r -> nlHsFunTy (nlHsParTy a) r) boolTy as))
  pure (build preCtx args, build ctx (args ++ [res]))
  where
    noLoc' = L noSrcSpan

bndrName :: LHsTyVarBndr flag GhcPs -> RdrName
bndrName (L _ b) = case b of
  UserTyVar _ _ (L _ v) -> v
  KindedTyVar _ _ (L _ v) _ -> v

forallTy :: [LHsTyVarBndr Specificity GhcPs] -> LHsType GhcPs -> LHsType GhcPs
forallTy [] t = t
forallTy bs t = L noSrcSpan (HsForAllTy noExtField (mkHsForAllInvisTele bs) t)

qualTy :: [LHsType GhcPs] -> LHsType GhcPs -> LHsType GhcPs
qualTy [] t = t
qualTy cx t = L noSrcSpan (HsQualTy noExtField (L noSrcSpan cx) t)

-- | The explicit @forall@'s binders (if written), the context, and the rest.
splitSigma :: LHsType GhcPs -> (Maybe [LHsTyVarBndr Specificity GhcPs], [LHsType GhcPs], LHsType GhcPs)
splitSigma t = case unLoc t of
  HsParTy _ t' -> splitSigma t'
  HsForAllTy _ (HsForAllInvis _ bs) body ->
    let (_, cx, rest) = splitSigma body in (Just bs, cx, rest)
  HsQualTy _ (L _ cx) body -> let (_, cx', rest) = splitSigma body in (Nothing, cx ++ cx', rest)
  _ -> (Nothing, [], t)

-- | Up to @n@ argument types, and the rest (the result).
splitArrows :: Int -> LHsType GhcPs -> ([LHsType GhcPs], LHsType GhcPs)
splitArrows 0 t = ([], t)
splitArrows n t = case unLoc t of
  HsParTy _ t' | isFun t' -> splitArrows n t'
  HsFunTy _ _ a r -> let (as, res) = splitArrows (n - 1) r in (a : as, res)
  _ -> ([], t)
  where
    isFun (L _ (HsFunTy {})) = True
    isFun (L _ (HsParTy _ t')) = isFun t'
    isFun _ = False

-- | The @g2__fnspec_f_I@ predicates among a contract's declarations (their signatures).
funSpecNamesIn :: [LHsDecl GhcPs] -> [String]
funSpecNamesIn ds =
  [ n | L _ (SigD _ (TypeSig _ [L _ v] _)) <- ds, let n = occNameString (rdrNameOcc v)
      , take 11 n == "g2__fnspec_" ]

-- | Whether a declaration is a @g2__monopred_f@ marker binding.
isMonoMarker :: LHsDecl GhcPs -> Bool
isMonoMarker d = case unLoc d of
  ValD _ FunBind { fun_id = n } -> take 13 (occNameString (rdrNameOcc (unLoc n))) == "g2__monopred_"
  _ -> False

-- | The type constructors (and classes) of a piece of syntax.
tyConsOf :: Data a => a -> [RdrName]
tyConsOf = tyNamesOf (not . isRdrTyVar)

-- | The type variables of a piece of syntax, in order of first occurrence.
tyVarsOf :: Data a => a -> [RdrName]
tyVarsOf = tyNamesOf isRdrTyVar

-- | The names in type position (@HsTyVar@) the test accepts, in order of first
-- occurrence.
tyNamesOf :: Data a => (RdrName -> Bool) -> a -> [RdrName]
tyNamesOf keep = nub . go
  where
    go :: forall d. Data d => d -> [RdrName]
    go x = case eqT @d @(HsType GhcPs) of
      Just Refl | HsTyVar _ _ (L _ r) <- x, keep r -> [r]
      _ -> concat (gmapQ go x)

------------------------------------------------------------------------------------
-- Parsing generated text

parseWith :: DynFlags -> P a -> SrcPos -> String -> Either SpecError a
parseWith dflags p pos@(SrcPos f l c) txt =
  case unP p (mkPState dflags (stringToStringBuffer txt) (mkRealSrcLoc (mkFastString f) l c)) of
    POk _ a -> Right a
    PFailed st -> Left (SpecError pos (unlines (map show (foldr (:) [] (getErrorMessages st dflags)))
                                        ++ "in: " ++ txt))

-- | Declarations, one per line (equations of one function are merged).
parseLines :: DynFlags -> SrcPos -> String -> Either SpecError [LHsDecl GhcPs]
parseLines dflags pos txt = cvTopDecls . toOL <$> mapM (parseWith dflags parseDeclaration pos) (lines txt)

------------------------------------------------------------------------------------
-- The module's data types

-- | The data types of the parsed module with their constructors (GADT-style ones are
-- left out: their refined arguments are warnings).
dataDecls :: [LHsDecl GhcPs] -> [LH.DataDecl]
dataDecls decls =
  [ LH.DataDecl (occOf n) [ occOf (bndrName b) | b <- hsq_explicit tvs ] cons
  | L _ (TyClD _ (DataDecl { tcdLName = L _ n, tcdTyVars = tvs, tcdDataDefn = HsDataDefn { dd_cons = cds } })) <- decls
  , Just cons <- [mapM (conOf . unLoc) cds] ]
  where
    occOf = occNameString . rdrNameOcc
    conOf :: ConDecl GhcPs -> Maybe (String, [RType])
    conOf cd = case cd of
      ConDeclH98 { con_name = L _ c, con_args = args } -> Just (occOf c, map rtypeOf (argsOf args))
      _ -> Nothing
    argsOf args = case args of
      PrefixCon as -> [ t | HsScaled _ t <- as ]
      InfixCon (HsScaled _ a) (HsScaled _ b) -> [a, b]
      RecCon (L _ fs) -> concat [ replicate (length (cd_fld_names f)) (cd_fld_type f) | L _ f <- fs ]

-- | The measures given by equations (rendered as @g2_measure_m@, which importing
-- modules' annotations use: Note [Sibling modules] in "G2.Liquid.Library").
equationMeasures :: [LS.Located LS.Decl] -> [LS.Measure]
equationMeasures ds = [ m | LS.L _ (LS.DMeasure m) <- ds, not (null (LS.msEqns m)) ]

-- | Note [Fields in another order]: a refined constructor whose field names are the
-- Haskell record's in another order.
fieldOrderWarnings :: [LHsDecl GhcPs] -> [LS.Located LS.Decl] -> [SpecError]
fieldOrderWarnings decls specs =
  [ SpecError p (c ++ "'s fields are named in another order than in its Haskell declaration ("
                 ++ intercalate ", " hsNames ++ "): G2 gives each refinement to the field at its "
                 ++ "position (" ++ intercalate ", " [ s ++ "'s refines " ++ h | (s, h) <- zip names hsNames, s /= h ]
                 ++ "); list them in the Haskell declaration's order")
  | LS.L p (LS.DData d) <- specs, (c, fs) <- LS.dsCons d
  , Just names <- [mapM fst fs]
  , Just hsNames <- [M.lookup c hsFields]
  , names /= hsNames, sort names == sort hsNames ]
  where
    occOf = occNameString . rdrNameOcc
    hsFields = M.fromList
      [ (occOf c, concat [ map (occOf . unLoc . rdrNameFieldOcc . unLoc) (cd_fld_names f) | L _ f <- fs ])
      | L _ (TyClD _ (DataDecl { tcdDataDefn = HsDataDefn { dd_cons = cds } })) <- decls
      , L _ (ConDeclH98 { con_name = L _ c, con_args = RecCon (L _ fs) }) <- cds ]

-- Note [Fields in another order]
-- ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
-- A data refinement's fields are matched to the constructor's by position (Note [Data
-- refinements] in "G2.Liquid.Contracts"). A user who lists a record's fields in
-- another order, say to refine a field by one declared after it, gets refinements on
-- the wrong fields, and counterexamples that seem to meet the type as written; so the
-- plugin warns.

-- | A Haskell type as an unrefined 'RType'; what traversals cannot walk is opaque.
rtypeOf :: LHsType GhcPs -> RType
rtypeOf t = case unLoc t of
  HsParTy _ t' -> rtypeOf t'
  HsBangTy _ _ t' -> rtypeOf t'
  HsDocTy _ t' _ -> rtypeOf t'
  HsKindSig _ t' _ -> rtypeOf t'
  HsListTy _ t' -> RApp TList [rtypeOf t'] Nothing
  HsTupleTy _ _ [] -> RApp TUnit [] Nothing
  HsTupleTy _ _ [t'] -> rtypeOf t'
  HsTupleTy _ _ ts -> RApp (TTuple (length ts)) (map rtypeOf ts) Nothing
  HsFunTy _ _ a r -> RFun Nothing (rtypeOf a) (rtypeOf r)
  HsAppTy _ f x -> case rtypeOf f of
    RApp h as Nothing -> RApp h (as ++ [rtypeOf x]) Nothing
    _ -> opaque
  HsTyVar _ _ (L _ r)
    | isRdrTyVar r -> RApp (TVar (occNameString (rdrNameOcc r))) [] Nothing
    | otherwise -> RApp (TCon (occNameString (rdrNameOcc r))) [] Nothing
  _ -> opaque
  where
    opaque = RApp (TCon "?") [] Nothing
