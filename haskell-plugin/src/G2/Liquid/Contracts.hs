-- | A module's LiquidHaskell annotations as the contracts the engine checks: the
-- Haskell source text of the declarations the plugin adds to the module. GHC-free: the
-- module's data types and functions are inputs.
--
-- For each annotated function @f@ defined in the module (Note [Contract bindings]):
--
-- > g2__pre_f  = \x1 .. xn -> PRE          -- f's arguments
-- > g2__post_f = \x1 .. xn r -> POST       -- f's arguments and result
--
-- plus @g2_measure_m@ for every measure in equation form, and @g2_all_T@ for every
-- data type whose refined type arguments a predicate walks ("G2.Liquid.ToHaskell").
-- The signatures of the predicates are not text: the plugin derives them from @f@'s
-- own Haskell signature ("G2.Plugin.Liquid"), or, if @f@ has none, from 'ctHsType'.
--
-- Note [Contract bindings]
-- ~~~~~~~~~~~~~~~~~~~~~~~~
-- * The names are the engine's convention (@search::check::contracts_by_convention@):
--   'preName' and 'postName', an operator's encoded (Note [Names of generated
--   bindings] in "G2.Liquid.Names").
-- * The methods of the module's instances are checked through generated bindings, whose
--   signatures come from class and instance annotations (Note [Checking instance
--   methods] in "G2.Liquid.Methods").
-- * An @assume@d signature still gets its predicates (callers need the contract), but
--   is not checked itself ('ctChecked').
-- * A refinement on a function-typed argument is not checked ("G2.Liquid.Expand"); a
--   one-argument function argument's refinement type is assumed of it instead:
--   @g2__fnspec_f_I = \\x1 .. xn a r -> not (PRE a) || POST a r@ for argument @I@
--   (from 0), over all of @f@'s arguments,
--   assumed by the engine of each application of a symbolic function input
--   (Note [Symbolic functions] in @reduce::higher_order@).
-- * @die :: {v:String | false} -> a@ gives the precondition @\\_ -> False@.
module G2.Liquid.Contracts
  ( Contract (..)
  , Contracts (..)
  , preName
  , postName
  , paramName
  , funSpecName
  , contractsFor
  , contractsOfSource
  , contractsOfSourceWith
  , Imported (..)
  , noImports
  , usesDataSet
  , isVarName
  , subjectSuffix
  , markerName
  , noContractName
  , shownName
  , methodLabel
  , MethodCheck (..)
  , HsClass (..)
  , HsInstance (..)
  ) where

import Data.Char (toLower)
import Data.List (intercalate, isPrefixOf, nub)
import qualified Data.Map.Strict as M
import qualified Data.Set as S

import G2.Liquid.Expand
import G2.Liquid.Methods
import G2.Liquid.Names
import G2.Liquid.Parse (parseSource)
import G2.Liquid.Syntax
import G2.Liquid.ToHaskell

-- | The contract of one function.
data Contract = Contract
  { ctName    :: Name
  , ctPos     :: SrcPos
  , ctArity   :: Int            -- ^ the number of arguments the annotation gives
  , ctChecked :: Bool           -- ^ not @assume@d: the plugin checks this function
  , ctPre     :: String         -- ^ @g2__pre_f = ...@
  , ctPost    :: String         -- ^ @g2__post_f = ...@
  , ctHsType  :: Either String String
    -- ^ the annotation's type as a Haskell type (context included), for a function
    -- without a Haskell signature; or why it has none
  , ctParam   :: Maybe String
    -- ^ @g2__param_f = ...@ (Note [Parametric results])
  , ctFunSpecs :: [(Int, String)]
    -- ^ @g2__fnspec_f_I = ...@ for function-typed argument @I@ (from 0) whose own
    -- refinement type says something
  , ctNeedsClass :: Bool
    -- ^ Note [Monomorphic predicates]: a refinement may compare values of a type
    -- variable (or put them in sets), which needs class constraints
  } deriving (Eq, Show)

-- | Everything a module's annotations add to it.
data Contracts = Contracts
  { csContracts  :: [Contract]
  , csMeasures   :: [(SrcPos, String)]   -- ^ each measure's definition (lines)
  , csTraversals :: [String]             -- ^ each data type's traversal (lines)
  , csWarnings   :: [SpecError]          -- ^ annotations that cannot be checked
  , csNoContract :: [(Name, String)]
    -- ^ the annotated functions that have no contract, and why: the module's, and the
    --   names of annotations that are no top-level function of it (local bindings)
  , csMethods    :: [MethodCheck]
    -- ^ the instance methods checked through generated bindings, whose contracts are
    --   among 'csContracts'
  , csTypeNames  :: [(SrcPos, Name)]
    -- ^ the unqualified type names the module's annotations use without arguments,
    --   aliases expanded: each must be a Haskell type in scope
  , csInvariantTypes :: [Name]
    -- ^ the data types whose invariant this module defines (@g2_inv_T@, exported)
  , csMarkers    :: [Name]
    -- ^ marker bindings for the engine: @g2__exact_f@ (calls of f are never abstracted)
    -- @g2__trusted_f@ (assumed: f is not checked) and @g2__unchecked_f@ (its arguments
    -- instantiate abstract refinements we do not interpret); see @search::check@
  } deriving (Eq, Show)

-- Note [Type names in annotations]
-- ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
-- A contract's predicates take the function's Haskell types, so a base type of the
-- annotation was never looked at: a misspelled or unknown alias (@Int -> Positive@)
-- read as no refinement at all, and the function was called verified. LiquidHaskell
-- rejects such a file ("Unknown type constructor"). Which names are in scope only GHC
-- knows (imports, the module's own types and synonyms), so the plugin asks it: for each
-- unqualified name an annotation of a checked function uses without arguments, once
-- aliases are expanded, it declares @g2__tycon_K :: G2'P.Proxy T@ at the annotation, and
-- GHC reports a name not in scope there. Names with arguments and qualified names are
-- not asked about (a synonym needs its arguments; @GHC.Types.Int@ need not be
-- imported), nor are the types of @assume@d annotations (often of other modules'
-- functions, whose types this module need not import).

-- | The unqualified type names used without arguments in a type (its elements'
-- included; function-typed arguments are not looked at).
plainTypeNames :: NType -> [Name]
plainTypeNames t = case t of
  NFun _ -> []
  NBase (TCon c) [] | '.' `notElem` c -> [c]
  NBase _ es -> concatMap (plainTypeNames . neType) es

-- | Parses a source file's annotations and builds the contracts; malformed annotations
-- (syntax, alias expansion) are errors, annotations that are well-formed but cannot be
-- checked are warnings in the result.
contractsOfSource :: FilePath -> String -> [DataDecl] -> [Name] -> Either [SpecError] Contracts
contractsOfSource path src datas = contractsOfSourceWith noImports (usesDataSet src) path src datas [] []

-- | Whether a module imports "Data.Set" (its measures may build such sets).
usesDataSet :: String -> Bool
usesDataSet src = any (\l -> "import" `elem` take 1 (words l) && "Data.Set" `elem` words l) (lines src)

-- | What a module's annotations see of the modules it imports (Note [Sibling modules]
-- in "G2.Liquid.Library"), as in LiquidHaskell; the module's own shadow them.
data Imported = Imported
  { impInvariants :: [(Name, String)]  -- ^ a data type, and the qualified name of its @g2_inv_T@
  , impMeasures   :: [(Name, String)]  -- ^ a measure with equations, and the qualified
                                       --   name of its @g2_measure_m@
  , impDecls      :: [Located Decl]    -- ^ their annotations: type and predicate aliases
  }

noImports :: Imported
noImports = Imported [] [] []

-- | 'contractsOfSource' with what the module sees of the modules it imports, and the
-- module's classes and instances.
contractsOfSourceWith :: Imported -> Bool -> FilePath -> String -> [DataDecl] -> [HsClass] -> [HsInstance]
                      -> [Name] -> Either [SpecError] Contracts
contractsOfSourceWith imported dataSet path src datas classes instances defined = do
  decls <- parseSource path src
  let own = specFromDecls decls
      sp = own { spAliases = [ L p a | L p (DAlias a) <- impDecls imported ] ++ spAliases own
               , spPredAliases = [ L p a | L p (DPredAlias a) <- impDecls imported ] ++ spPredAliases own }
  contractsFor imported dataSet sp datas classes instances defined

-- | The contracts of a module's annotations, given its data types, classes and
-- instances, and the names of its top-level functions.
contractsFor :: Imported -> Bool -> Spec -> [DataDecl] -> [HsClass] -> [HsInstance] -> [Name]
             -> Either [SpecError] Contracts
contractsFor imported dataSet sp0 datas classes instances defined0 = do
  let -- Note [Checking instance methods]: a signature per method of an instance
      (methods, methodWarnings) =
        methodChecks (spClasses sp0) [ L p c | L p (DClass c) <- impDecls imported ] classes instances
      sp = sp0 { spSigs = spSigs sp0 ++ map mcSig methods }
      defined = defined0 ++ map mcBinding methods
      env = envOf sp
      external = impInvariants imported
      -- the module's own measures (and len, ...) first
      withImported r = r { reFunctions = reFunctions r `M.union` M.fromList (impMeasures imported) }
  measures <- collect [ (,) p . unusedArgs <$> expandMeasure env p m | L p m <- spMeasures sp ]
  sigs0 <- collect [ (,) ls <$> normalizeLocatedSig env ls | ls <- spSigs sp ]
  let sigs = [ (ls, mapSigExprs (substExpr (M.singleton instantiatedMarker eTrue)) n) | (ls, n) <- sigs0 ]
  measureTexts <- collect
    [ either (\e -> Left (SpecError p (msName m ++ ": " ++ e))) (Right . fmap ((,) p)) (renderMeasure renv0 m)
    | (p, m) <- measures, let renv0 = withImported ((if dataSet then withDataSet else id) (renderEnv (map snd measures) datas)) ]
  let renv1 = withImported ((if dataSet then withDataSet else id) (renderEnv (map snd measures) datas))
                { reInvariants = S.fromList (map fst external), reInvNames = M.fromList external }
      -- Note [Data refinements]: which types get an invariant (a first rendering says
      -- which can), then their definitions, referring to each other
      candidates = S.fromList ([ dsName d | L _ d <- spData sp ] ++ [ t | L _ ty <- spInvariants sp, Just t <- [invariantType ty] ])
      invFirst = dataInvariants env renv1 { reInvariants = reInvariants renv1 `S.union` candidates } (spData sp) (spInvariants sp)
      okInv = S.fromList [ t | (_, t, Right (Just _)) <- invFirst ]
      renv = renv1 { reInvariants = reInvariants renv1 `S.union` okInv }
      invTexts = [ (p, unlines txt) | (p, t, Right (Just txt)) <- dataInvariants env renv (spData sp) (spInvariants sp)
                                    , t `S.member` okInv ]
      invWarnings = [ SpecError p ("the refinements of " ++ t ++ " are not used: " ++ e) | (p, t, Left e) <- invFirst ]
      trusted = spTrusted sp ++ [ sigName s | L _ s <- spSigs sp, sigAssume s ]
      exact = spExact sp ++ [ sigName s | (L _ s, n) <- sigs0, usesMarker (nsResult n) ]
      -- Note [Abstract refinements]: an instantiated one in a precondition
      uncheckable = [ (p, sigName s) | (L p s, n) <- sigs0, any usesMarker (nsArgs n) ]
      skip p f why = SpecError p ("no contract for " ++ shown f ++ ": " ++ why)
      -- a method's binding by the method and instance (Note [Checking instance methods])
      shown f = case [ methodLabel m | m <- methods, mcBinding m == f ] of
        l : _ -> l
        [] -> f
      unusable = [ (p, sigName s, notTopLevel) | (L p s, _) <- sigs, not (sigAssume s), sigName s `notElem` defined ]
      notTopLevel = "it is not a top-level function of this module (specifications of local bindings, "
                    ++ "in where or let, are not checked)"
      -- measures whose results are numbers or Bools (a lifted measure: presumably)
      numeric = [ msName m | (_, m) <- measures, maybe True numericResult (msType m) ]
      numericResult t = case t of
        RFun _ _ r -> numericResult r
        RApp (TCon c) [] _ -> c `elem` ["Int", "Integer", "Nat", "Pos", "Bool", "Double", "Float", "Word"]
        _ -> False
      -- Note [Measures without equations]
      uninterpreted = [ msName m | (_, m) <- measures, null (msEqns m), msType m /= Nothing
                                 , msName m `notElem` defined ]
      mentioned n = [ m | m <- uninterpreted
                        , m `elem` concatMap (concatMap exprVars . argExprs) (nsArgs n ++ [nsResult n]) ]
      built = [ (p, sigName s, n, case mentioned n of
                                    m : _ -> Left (withoutEquations m)
                                    [] -> contract renv numeric env ls n)
              | (ls@(L p s), n) <- sigs, sigName s `elem` defined ]
      withoutEquations m =
        "it uses the measure " ++ m ++ ", declared without equations (LiquidHaskell reads it as an "
        ++ "uninterpreted function; G2 runs specifications, so it needs the measure's definition: "
        ++ "give it equations, or define a Haskell function " ++ m ++ " in this module and write "
        ++ "{-@ measure " ++ m ++ " @-})"
      -- The traversals each data type needs, rendered one by one.
      travOf = M.fromList [ (ddName d, renderTraversal renv d) | d <- datas ]
      travFailure t = either Just (const Nothing) =<< M.lookup t travOf
      results =
        [ case r of
            Left e -> Left (p, f, e)
            Right c -> case [ e | t <- closureNames renv (traversalsNeeded renv n), Just e <- [travFailure t] ] of
              e : _ -> Left (p, f, e)
              [] -> Right (c, n)
        | (p, f, n, r) <- built ]
      good = [ cn | Right cn <- results ]
      needed = closureNames renv (nub (concatMap (traversalsNeeded renv . snd) good))
  pure Contracts
    { csContracts = map fst good
    , csMeasures = [ x | Just x <- measureTexts ] ++ invTexts
    , csTraversals = [ t | n <- needed, Just (Right t) <- [M.lookup n travOf] ]
    , csWarnings = [ skip p f e | (p, f, e) <- unusable ] ++ [ skip p f e | Left (p, f, e) <- results ] ++ methodWarnings
        ++ [ SpecError p (shown f ++ " is not checked: an argument's type instantiates an abstract refinement "
                          ++ "(<{\\x y -> ...}>), which G2 does not interpret; its contract drops it")
           | (p, f) <- uncheckable, f `elem` defined ]
        -- Note [Abstract refinements] in "G2.Liquid.Syntax": in a result it is dropped
        ++ [ SpecError p (shown f ++ "'s result instantiates an abstract refinement (<{\\x y -> ...}>) that "
                          ++ "G2 does not interpret (only a list's, [a]<{\\x y -> p}>): its check reads it as True")
           | (L p s, n) <- sigs0, let f = sigName s, usesMarker (nsResult n), f `elem` defined, not (sigAssume s)
           , (p, f) `notElem` uncheckable ]
        ++ ignoredNote ++ invWarnings ++ pragmaWarnings (spPragmas sp)
    , csNoContract = [ (f, e) | Left (_, f, e) <- results ]
                     ++ nubByFst [ (f, e) | (_, f, e) <- unusable ]
    , csMethods = methods
      -- Note [Type names in annotations]
    , csTypeNames = nub [ (p, c) | (L p s, n) <- sigs0, not (sigAssume s), sigName s `elem` defined
                                 , a <- nsArgs n ++ [nsResult n], c <- plainTypeNames (naType a) ]
    , csInvariantTypes = S.toList okInv
    , csMarkers = nub ([ "g2__no_totality" | noTotality ]
                       ++ [ markerName "g2__exact_" f | f <- exact, f `elem` defined ]
                       ++ [ markerName "g2__absref_" f | f <- spAbstract sp, f `elem` defined ]
                       ++ [ markerName "g2__trusted_" f | f <- trusted, f `elem` defined ]
                       ++ [ markerName "g2__unchecked_" f | f <- map snd uncheckable, f `notElem` trusted, f `elem` defined ])
    }
  where
    -- LIQUID "--no-totality" (the command line accepts unambiguous prefixes and the
    -- spelling without dashes); --total-Haskell forces totality back on
    noTotality = any (`elem` ["--no-totality", "--nototality", "--no-total"]) flags
                 && not (any (\f -> take 9 f == "--total-h" || take 9 f == "--total-H") flags)
    flags = concatMap (words . unLoc) (spPragmas sp0)
    usesMarker a = instantiatedMarker `elem` concatMap exprVars (argExprs a)
    -- at most one note per file for the forms only a verifier needs
    ignoredNote = case spIgnored sp0 of
      [] -> []
      ks@(L p _ : _) -> [ SpecError p ("note: annotations that only matter to a verifier are accepted and ignored: "
                                      ++ unwords (nub (map unLoc ks))) ]
    -- one marker per name (a module may have several local bindings of one name)
    nubByFst = foldr (\x acc -> if fst x `elem` map fst acc then acc else x : acc) []
    collect :: [Either SpecError a] -> Either [SpecError] [a]
    collect rs = case [ e | Left e <- rs ] of
      [] -> Right [ a | Right a <- rs ]
      es -> Left es

{- Note [Measures without equations]
~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
@{-\@ measure weight :: Box -> Int \@-}@ with no equations declares an uninterpreted
logic function in LiquidHaskell: the specifications that mention it hold for whatever
function it is, constrained only by the other specifications (typically @assume@d ones).
G2 runs specifications as Haskell, so such a measure has no code to run; a contract
mentioning it would be an error of GHC's ("Variable not in scope: weight") that failed
the whole module. Instead each signature that mentions one (unless this module defines
a Haskell function of that name, which the measure then stands for) gets no contract,
with a warning that says why and what to write; the module's other signatures are
checked as usual. (Reading it as a symbolic function, an input of the check, would
check such specifications for some interpretation, but the report would then have to
show the interpretation: not done.)
-}

-- | Note [LIQUID options]: a warning for each flag of a @LIQUID "..."@ pragma that
-- LiquidHaskell does not have.
pragmaWarnings :: [Located String] -> [SpecError]
pragmaWarnings ps =
  [ SpecError p ("unknown LIQUID option " ++ show f ++ " (LiquidHaskell has no such flag): ignored")
  | L p s <- ps, f <- words s, not (knownLiquidFlag f) ]

{- Note [LIQUID options]
~~~~~~~~~~~~~~~~~~~~~~~~
A @{-\@ LIQUID "--flag" \@-}@ pragma sets a LiquidHaskell command-line flag for the
file. Two change what G2 checks: @--no-totality@ (a failed pattern match is no
counterexample; the marker @g2__no_totality@) and @--total-Haskell@ (totality back
on). The others only steer a verifier (termination metrics, the logic of proofs:
@--reflection@, @--ple@, @--higherorder@, solver and output settings) or a test
harness (@--expect-any-error@): symbolic execution runs the Haskell itself, so they do
not apply, and are accepted silently. A flag LiquidHaskell does not have is a warning
naming it. LiquidHaskell parses flags with cmdargs: the dashes may be dropped and a
flag abbreviated (@--notermination@, @--exactdc@), so flags are compared without
dashes, underscores, case and an @=VALUE@, and a prefix of a known flag is known.
-}
knownLiquidFlag :: String -> Bool
knownLiquidFlag flag = not (null f) && any (\k -> f == k || (length f >= 3 && f `isPrefixOf` k)) known
  where
    f = [ toLower c | c <- takeWhile (/= '=') flag, c `notElem` "-_" ]
    known =
      [ "notermination", "nototality", "totalhaskell", "nostructuraltermination"
      , "reflection", "ple", "plelocal", "pleundecidedguards", "higherorder"
      , "extensionality", "etabeta", "pruneunsorted", "linear", "exactdatacons", "exactdc"
      , "noadt", "nopositivitycheck", "rankntypes", "typeclass", "noclasscheck"
      , "nopatterninline", "bscope", "maxcaseexpand", "fast", "shortnames", "shorterrors"
      , "expectanyerror", "expecterrorcontaining", "counterexamples", "smtsolver", "cores"
      , "minpartsize", "maxpartsize", "nocheckimports", "allowunsafeconstructors"
      , "dependantcase", "noenvironmentreduction", "inlineanfbindings", "nosimplifycore"
      , "nostrata", "eliminate", "json", "diff", "nowarnings", "checks", "idirs", "cfiles"
      , "ghcoption", "noinline", "nolazyple", "fuel", "stdin", "timebinds", "checkcyclicaliases"
      , "cabaldir", "fullcheck", "savequery", "port", "scrapeimports", "scrapeinternals"
      , "scrapeusedimports", "strata", "totality", "minimizeqs", "minimizekvars"
      , "minimizeall" ]

-- | A measure's equations with the arguments their bodies do not use as @_@, so the
-- generated function has no unused matches.
unusedArgs :: Measure -> Measure
unusedArgs m = m { msEqns = [ e { meArgs = [ if a `elem` exprVars (meBody e) then a else "_" | a <- meArgs e ] }
                            | e <- msEqns m ] }

expandMeasure :: Env -> SrcPos -> Measure -> Either SpecError Measure
expandMeasure env p m = case traverse (expandType env) (msType m) of
  Left e -> Left (SpecError p (msName m ++ ": " ++ e))
  Right t -> Right m { msType = t }

-- | One function's contract, or why it has none.
contract :: RenderEnv -> [Name] -> Env -> Located Sig -> NSig -> Either String Contract
contract renv numeric env (L p s) n = do
  pre <- renderPre renv n
  post <- renderPost renv n
  let f = sigName s
  pure Contract
    { ctName = f
    , ctPos = p
    , ctArity = length (nsArgs n)
    , ctChecked = not (sigAssume s)
    , ctPre = preName f ++ " = " ++ pre
    , ctPost = postName f ++ " = " ++ post
    , ctHsType = hsType
    , ctFunSpecs = funSpecs renv numeric env s n
    , ctNeedsClass = needsClass numeric n
    , ctParam = (\body -> paramName f ++ " = " ++ body) <$> parametricity n
    }
  where
    hsType = do
      t <- expandType env (sigType s)
      body <- renderHsType t
      ctx <- mapM (\(c, ts) -> unwords . (c :) <$> mapM (fmap paren' . renderHsType) ts) (sigContext s)
      pure $ (if null (sigForall s) then "" else "forall " ++ unwords (sigForall s) ++ ". ")
        ++ (if null ctx then "" else "(" ++ intercalate ", " ctx ++ ") => ") ++ body
    paren' x = if ' ' `elem` x && take 1 x `notElem` ["(", "["] then "(" ++ x ++ ")" else x

-- | The specifications of a signature's one-argument function-typed arguments, each
-- @\\x1 .. xn a r -> not (PRE a) || POST a r@ from the argument's own refinement
-- type, over all the signature's arguments (its refinements may mention them); none for
-- a trivial one, or one that may need a class (it is typed without a context).
funSpecs :: RenderEnv -> [Name] -> Env -> Sig -> NSig -> [(Int, String)]
funSpecs renv numeric env s n =
  [ (i, funSpecName (sigName s) i ++ " = \\" ++ unwords (map (binder free) outer)
        ++ " g2_a g2_r -> not ((" ++ pre ++ ") g2_a) || (" ++ post ++ ") g2_a g2_r")
  | (i, a) <- zip [0 ..] (nsArgs n)
  , NFun ty <- [naType a]
  , Right inner <- [normalizeSig env s { sigType = ty }]
  , [_] <- [nsArgs inner]
  , not (needsClass numeric inner)
  , let parts = nsArgs inner ++ [nsResult inner]
        own = map naBinder parts ++ map naVV parts
        free = [ x | x <- concatMap (concatMap exprVars . argExprs) parts, x `notElem` own ]
  , Right pre <- [renderPre renv inner]
  , Right post <- [renderPost renv inner]
  , not (trivial pre && trivial post) ]
  where
    outer = map naBinder (nsArgs n)
    binder free x = if x `elem` free then x else "_"
    trivial t = t == "True" || reverse (take 8 (reverse t)) == " -> True"

-- Note [Parametric results]
-- ~~~~~~~~~~~~~~~~~~~~~~~~~~
-- An abstracted call returns a fresh value assumed to satisfy the callee's
-- postcondition. For @insert :: Ord a => a -> [a] -> [a]@ that allows @[2]@ for
-- @insert 6 []@, which no implementation can return: the elements of a polymorphic
-- result come from the arguments (parametricity), and LiquidHaskell's instantiation of
-- @a@ knows it. Such a false abstract counterexample is avoided by a third predicate,
-- assumed of abstracted results with the postcondition:
--
-- > g2__param_insert = \y xs r -> all (\e -> elem e ([y] ++ xs)) r
--
-- for a result @[a]@ (a bare @a@ is never abstracted: @reduce::contract@), when every
-- argument mentioning @a@ is an @a@ or an @[a]@ (a function argument could build new
-- values). It compares values, so it is typed at @Int@ (Note [Monomorphic
-- predicates]) and only calls at @Int@ get it.

-- | The body of the parametricity predicate of a signature, if it has one.
parametricity :: NSig -> Maybe String
parametricity n = case naType (nsResult n) of
  NBase TList [NElem _ (NBase (TVar a) []) _] -> do
    sources <- mapM (source a) (nsArgs n)
    let used = concat sources
        binder x = if x `elem` used || x == naBinder (nsResult n) then x else "_"
        srcText = case used of
          [] -> "[]"
          _ -> intercalate " G2'P.++ " [ s | s <- map srcOf (zip (nsArgs n) sources), not (null s) ]
        srcOf (arg, s) = case s of
          [] -> ""
          _ -> case naType arg of
            NBase (TVar _) [] -> "[" ++ naBinder arg ++ "]"
            _ -> naBinder arg
    pure ("\\" ++ unwords (map (binder . naBinder) (nsArgs n) ++ [naBinder (nsResult n)])
          ++ " -> G2'P.all (\\g2_e -> G2'P.elem g2_e (" ++ srcText ++ ")) " ++ naBinder (nsResult n))
  _ -> Nothing
  where
    -- the argument's values of type a: itself, its elements, none; Nothing if it may
    -- hide others (a function, another container)
    source a arg = case naType arg of
      NBase (TVar b) [] | b == a -> Just [naBinder arg]
      NBase TList [NElem _ (NBase (TVar b) []) _] | b == a -> Just [naBinder arg]
      t | mentions a t -> Nothing
        | otherwise -> Just []
    mentions a t = case t of
      NBase (TVar b) es -> b == a || any (mentions a . neType) es
      NBase _ es -> any (mentions a . neType) es
      NFun ty -> a `elem` rtypeVars ty
    rtypeVars ty = case ty of
      RFun _ x y -> rtypeVars x ++ rtypeVars y
      RApp (TVar b) ts _ -> b : concatMap rtypeVars ts
      RApp _ ts _ -> concatMap rtypeVars ts
      RExpr _ -> []

-- Note [Monomorphic predicates]
-- ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
-- A predicate is typed from its function's signature, so @{v:[a] | rev v = xs}@ on
-- @f :: [a] -> [a]@ needs @Eq a@, which @f@ does not have: GHC would reject the
-- module for our code. When a refinement may need a class (a comparison between two
-- values neither of which is known to be a number or a Bool, or a set operation) and
-- the function's context has no @Eq@/@Ord@-like class, the plugin types the predicates
-- with every type variable at @Int@ ("G2.Plugin.Liquid"): @f@ is checked at @Int@ (as
-- every polymorphic function is), and the engine applies such a contract only to calls
-- at @Int@ (@reduce::contract@); other calls run their code unchecked.

-- | Whether a signature's refinements may need a class constraint on a type variable.
needsClass :: [Name] -> NSig -> Bool
needsClass numeric n = any risky (concatMap argExprs (nsArgs n ++ [nsResult n]))
  where
    safeVars = [ naBinder a | a <- nsArgs n ++ [nsResult n], not (hasTyVar (naType a)) ]
               ++ [ naVV a | a <- nsArgs n ++ [nsResult n], not (hasTyVar (naType a)) ]
    hasTyVar t = case t of
      NFun _ -> True
      NBase (TVar _) _ -> True
      NBase _ es -> any (hasTyVar . neType) es
    known e = case e of
      EInt _ -> True
      EBool _ -> True
      EArith {} -> True
      ENeg _ -> True
      ECmp {} -> True
      ENot _ -> True
      EAnd {} -> True
      EOr {} -> True
      EImp {} -> True
      EIff {} -> True
      EApp f _ -> f `elem` ("len" : "length" : numeric)
      EVar x -> x `elem` safeVars || take 1 x `elem` ["\"", "0", "1", "2", "3", "4", "5", "6", "7", "8", "9"]
      EIte _ a b -> known a || known b
      ELam _ _ -> False
    risky e = case e of
      ECmp _ a b -> not (known a || known b) || risky a || risky b
      EIff a b -> risky a || risky b
      EApp f as -> f `elem` setFunctions || any risky as
      ENeg a -> risky a
      EArith _ a b -> risky a || risky b
      ENot a -> risky a
      EAnd a b -> risky a || risky b
      EOr a b -> risky a || risky b
      EImp a b -> risky a || risky b
      EIte c a b -> risky c || risky a || risky b
      ELam _ a -> risky a
      _ -> False
    setFunctions = ["listElts", "Set_empty", "Set_sng", "Set_cup", "Set_cap", "Set_dif", "Set_mem", "Set_sub"
                   , "Set_emp", "Set_add", "Set_com", "Set_card"]

-- | The data types whose traversals are needed, with those their fields need, in a
-- stable order (as 'renderTraversals').
closureNames :: RenderEnv -> [Name] -> [Name]
closureNames renv = go []
  where
    go seen [] = reverse seen
    go seen (t : ts)
      | t `elem` seen = go seen ts
      | Just d <- M.lookup t (reData renv) =
          go (t : seen) (ts ++ [ c | (_, fs) <- ddCons d, fty <- fs, c <- tcons fty ])
      | otherwise = go seen ts
    tcons ty = case ty of
      RApp (TCon c) ts _ -> c : concatMap tcons ts
      RApp _ ts _ -> concatMap tcons ts
      _ -> []

------------------------------------------------------------------------------------
-- Note [Data refinements]
-- ~~~~~~~~~~~~~~~~~~~~~~~
-- A refined data declaration (@data Span = Span { lo :: Int, hi :: {v:Int | lo <= v} }@)
-- and an @invariant {v:T | p}@ become one predicate per type,
--
-- > g2_inv_Span (Span lo hi) = (\_ hi -> lo <= hi) lo hi     -- field refinements
-- >                            && p                            -- invariants, v := the value
--
-- built by rendering each constructor's fields as the arguments of a signature
-- (@lo:Int -> hi:{v:Int | lo <= v} -> ()@), so a field's refinement may name earlier
-- fields, refinements inside its type arguments are walked, and a field whose type has
-- an invariant (a recursive one included) is checked by that invariant. Every contract
-- then checks @g2_inv_T@ of each argument and result of type T (and of list elements):
-- assumed of inputs and of abstracted results, asserted of what a function returns
-- and of a callee's arguments. That is where values are built and taken apart as far
-- as a signature can see. A type whose refinements compare values of a type parameter
-- (@IncList a@ with @hd <= v@) would need class constraints the functions using it may
-- not have: it gets no invariant, and a warning says so.

-- | The data type an @invariant {v:T ...| p}@ is about.
invariantType :: RType -> Maybe Name
invariantType t = case t of
  RApp (TCon c) _ _ -> Just c
  _ -> Nothing

-- | Each refined data type's invariant (position, type, definition text or why none).
dataInvariants :: Env -> RenderEnv -> [Located DataSpec] -> [Located RType]
               -> [(SrcPos, Name, Either String (Maybe [String]))]
dataInvariants env renv datas invs =
  [ (p, t, build p t) | (p, t) <- nubByName ([ (p, dsName d) | L p d <- datas ]
                                             ++ [ (p, t) | L p ty <- invs, Just t <- [invariantType ty] ]) ]
  where
    nubByName = foldr (\x acc -> if fst' x `elem` map fst' acc then acc else x : acc) [] . reverse
    fst' (_, t) = t
    build _ t = do
      eqns <- case [ d | L _ d <- datas, dsName d == t ] of
        d : _ | not (null (dsCons d)) -> mapM (conEqn t) (dsCons d)
        _ -> pure []
      extra <- mapM (invariantCheck t) [ ty | L _ ty <- invs, invariantType ty == Just t ]
      let name = invariantName t
          withInv body = case extra of
            [] -> body
            _ -> body ++ " && " ++ intercalate " && " (map (\e -> "(" ++ e ++ ") g2_x") extra)
      pure $ if all (\(_, _, trivial) -> trivial) eqns && null extra then Nothing else Just $ case eqns of
        [] -> [ name ++ " g2_x = " ++ withInv "True" ]
        _ -> [ name ++ " " ++ (if null extra then "" else "g2_x@") ++ pat ++ " = " ++ withInv body
             | (pat, body, _) <- eqns ]
    conEqn t (c, fields) = do
      let names = [ maybe ("g2_f" ++ show i) id n | (i, (n, _)) <- zip [1 :: Int ..] fields ]
          sigTy = foldr (\(n, ty) r -> RFun (Just n) ty r) (RApp TUnit [] Nothing) (zip names (map snd fields))
      nsig <- normalizeSig env (Sig False c [] [] sigTy)
      let tyVarRefined = [ () | a <- nsArgs nsig, refinesTypeVar (naType a) (naPred a) ]
      if not (null tyVarRefined)
        then Left ("a refinement of " ++ c ++ "'s fields is about a type parameter, whose class constraints "
                   ++ "the functions using " ++ t ++ " may not have")
        else do
          pre <- renderPre renv nsig
          -- pattern variables of our own: a field's name would shadow its selector,
          -- which an invariant may use (w v >= 0)
          let conName = if isVarName c || take 1 c `elem` map (: []) ['A' .. 'Z'] then c else "(" ++ c ++ ")"
              vars = [ "g2_f" ++ show i | i <- [1 .. length names] ]
              pat = "(" ++ unwords (conName : vars) ++ ")"
              trivial = all (\a -> isTrue (naPred a) && isTrivialType (naType a)) (nsArgs nsig)
          pure (pat, "(" ++ pre ++ ") " ++ unwords vars, trivial)
    refinesTypeVar ty p = case ty of
      NBase (TVar _) _ -> not (isTrue p)
      NBase _ es -> any (\e -> refinesTypeVar (neType e) (nePred e)) es
      NFun _ -> False
    invariantCheck t ty = case ty of
      RApp _ _ (Just (Refinement v p)) -> do
        e <- expandExpr env p
        pure ("\\" ++ v ++ " -> " ++ renderExpr renv e)
      _ -> Left ("the invariant of " ++ t ++ " has no refinement")

