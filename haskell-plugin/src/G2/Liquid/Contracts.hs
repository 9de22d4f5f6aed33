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
--   'preName' and 'postName'. Operators have no such names and are skipped.
-- * An @assume@d signature still gets its predicates (callers need the contract), but
--   is not checked itself ('ctChecked').
-- * A refinement on a function-typed argument is not checked ("G2.Liquid.Expand").
-- * @die :: {v:String | false} -> a@ gives the precondition @\\_ -> False@.
module G2.Liquid.Contracts
  ( Contract (..)
  , Contracts (..)
  , preName
  , postName
  , contractsFor
  , contractsOfSource
  ) where

import Data.Char (isAlpha)
import Data.List (intercalate, nub)
import qualified Data.Map.Strict as M

import G2.Liquid.Expand
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
  } deriving (Eq, Show)

-- | Everything a module's annotations add to it.
data Contracts = Contracts
  { csContracts  :: [Contract]
  , csMeasures   :: [(SrcPos, String)]   -- ^ each measure's definition (lines)
  , csTraversals :: [String]             -- ^ each data type's traversal (lines)
  , csWarnings   :: [SpecError]          -- ^ annotations that cannot be checked
  , csMarkers    :: [Name]
    -- ^ marker bindings for the engine: @g2__exact_f@ (calls of f are never abstracted)
    -- and @g2__trusted_f@ (f is not checked); see @search::check@
  } deriving (Eq, Show)

preName, postName :: Name -> Name
preName f = "g2__pre_" ++ f
postName f = "g2__post_" ++ f

-- | Parses a source file's annotations and builds the contracts; malformed annotations
-- (syntax, alias expansion) are errors, annotations that are well-formed but cannot be
-- checked are warnings in the result.
contractsOfSource :: FilePath -> String -> [DataDecl] -> [Name] -> Either [SpecError] Contracts
contractsOfSource path src datas defined = do
  decls <- parseSource path src
  contractsFor (specFromDecls decls) datas defined

-- | The contracts of a module's annotations, given its data types and the names of
-- its top-level functions.
contractsFor :: Spec -> [DataDecl] -> [Name] -> Either [SpecError] Contracts
contractsFor sp datas defined = do
  let env = envOf sp
  measures <- collect [ (,) p . unusedArgs <$> expandMeasure env p m | L p m <- spMeasures sp ]
  sigs0 <- collect [ (,) ls <$> normalizeLocatedSig env ls | ls <- spSigs sp ]
  let sigs = [ (ls, mapSigExprs (substExpr (M.singleton instantiatedMarker eTrue)) n) | (ls, n) <- sigs0 ]
  measureTexts <- collect
    [ either (\e -> Left (SpecError p (msName m ++ ": " ++ e))) (Right . fmap ((,) p)) (renderMeasure renv0 m)
    | (p, m) <- measures, let renv0 = renderEnv (map snd measures) datas ]
  let renv = renderEnv (map snd measures) datas
      trusted = spTrusted sp ++ [ sigName s | L _ s <- spSigs sp, sigAssume s ]
      exact = spExact sp ++ [ sigName s | (L _ s, n) <- sigs0, usesMarker (nsResult n) ]
      -- Note [Abstract refinements]: an instantiated one in a precondition
      uncheckable = [ (p, sigName s) | (L p s, n) <- sigs0, any usesMarker (nsArgs n) ]
      skip p f why = SpecError p ("no contract for " ++ f ++ ": " ++ why)
      unusable = [ skip p (sigName s) (if isVarName (sigName s) then "it is not defined in this module"
                                       else "operators are not supported")
                 | (L p s, _) <- sigs, not (sigAssume s)
                 , sigName s `notElem` defined || not (isVarName (sigName s)) ]
      built = [ (p, sigName s, n, contract renv env ls n)
              | (ls@(L p s), n) <- sigs, sigName s `elem` defined, isVarName (sigName s) ]
      -- The traversals each data type needs, rendered one by one.
      travOf = M.fromList [ (ddName d, renderTraversal renv d) | d <- datas ]
      travFailure t = either Just (const Nothing) =<< M.lookup t travOf
      results =
        [ case r of
            Left e -> Left (skip p f e)
            Right c -> case [ e | t <- closureNames renv (traversalsNeeded renv n), Just e <- [travFailure t] ] of
              e : _ -> Left (skip p f e)
              [] -> Right (c, n)
        | (p, f, n, r) <- built ]
      good = [ cn | Right cn <- results ]
      needed = closureNames renv (nub (concatMap (traversalsNeeded renv . snd) good))
  pure Contracts
    { csContracts = map fst good
    , csMeasures = [ x | Just x <- measureTexts ]
    , csTraversals = [ t | n <- needed, Just (Right t) <- [M.lookup n travOf] ]
    , csWarnings = unusable ++ [ e | Left e <- results ]
        ++ [ SpecError p (f ++ " is not checked: an argument's type instantiates an abstract refinement "
                          ++ "(<{\\x y -> ...}>), which G2 does not interpret; its contract drops it")
           | (p, f) <- uncheckable, f `elem` defined ]
        ++ ignoredNote
    , csMarkers = nub ([ "g2__exact_" ++ f | f <- exact, f `elem` defined, isVarName f ]
                       ++ [ "g2__trusted_" ++ f | f <- trusted ++ map snd uncheckable, f `elem` defined, isVarName f ])
    }
  where
    usesMarker a = instantiatedMarker `elem` concatMap exprVars (argExprs a)
    -- at most one note per file for the forms only a verifier needs
    ignoredNote = case spIgnored sp of
      [] -> []
      ks@(L p _ : _) -> [ SpecError p ("note: annotations that only matter to a verifier are accepted and ignored: "
                                      ++ unwords (nub (map unLoc ks))) ]
    collect :: [Either SpecError a] -> Either [SpecError] [a]
    collect rs = case [ e | Left e <- rs ] of
      [] -> Right [ a | Right a <- rs ]
      es -> Left es

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
contract :: RenderEnv -> Env -> Located Sig -> NSig -> Either String Contract
contract renv env (L p s) n = do
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
    }
  where
    hsType = do
      t <- expandType env (sigType s)
      body <- renderHsType t
      ctx <- mapM (\(c, ts) -> unwords . (c :) <$> mapM (fmap paren' . renderHsType) ts) (sigContext s)
      pure $ (if null (sigForall s) then "" else "forall " ++ unwords (sigForall s) ++ ". ")
        ++ (if null ctx then "" else "(" ++ intercalate ", " ctx ++ ") => ") ++ body
    paren' x = if ' ' `elem` x && take 1 x `notElem` ["(", "["] then "(" ++ x ++ ")" else x

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

-- | Whether a name is a variable (not an operator): only those have contract names.
isVarName :: Name -> Bool
isVarName f = case f of
  c : _ -> isAlpha c || c == '_'
  [] -> False
