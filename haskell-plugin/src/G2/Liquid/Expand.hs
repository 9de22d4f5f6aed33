-- | From parsed annotations to the normalized signatures later stages check against.
-- GHC-free.
--
-- * 'specFromDecls' sorts a module's declarations (signatures, measures, invariants,
--   aliases).
-- * 'expandType' expands @type@ aliases (type and value parameters), the built-ins
--   ('builtinAliases': @Nat@, @Even@, @GeInt N@ ..., unless the module defines its
--   own), and @predicate@ aliases (also the built-in @Max@ and @Min@).
-- * 'normalizeSig' turns a signature into an 'NSig': one 'NArg' per argument (binder,
--   base type, refinement over its value variable and earlier binders) and one for the
--   result; refinements inside type arguments stay attached to them as element
--   predicates ('NElem').
--
-- Note [Binder names]
-- ~~~~~~~~~~~~~~~~~~~
-- Every argument gets a binder, distinct from the others and from the result's, so that
-- later stages can bind them as lambda parameters: the written one (@x:t@); else the
-- refinement's value variable (@{xs:[a] | ...}@) when no other argument uses it; else a
-- fresh @x1@, @x2@, ... The result's binder is its value variable unless an argument is
-- called so (then a fresh one). A refinement's predicate stays over its own value
-- variable ('naVV'); 'argPred' gives it over the binder.
module G2.Liquid.Expand
  ( -- * A module's annotations
    Spec (..)
  , specFromDecls
  , Env (..)
  , envOf
  , builtinAliases
    -- * Expansion
  , expandType
  , expandExpr
    -- * Normalized signatures
  , NSig (..)
  , NArg (..)
  , NType (..)
  , NElem (..)
  , argPred
  , argExprs
  , mapSigExprs
  , normalizeSig
  , normalizeLocatedSig
  , isTrivialType
  ) where

import Control.Monad (foldM, unless, when, zipWithM)
import Data.List (nub)
import qualified Data.Map.Strict as M
import Data.Maybe (fromMaybe)

import G2.Liquid.Parse (parseDecl)
import G2.Liquid.Syntax

-- | The declarations of a module, sorted by kind (in source order).
data Spec = Spec
  { spSigs        :: [Located Sig]
  , spMeasures    :: [Located Measure]
  , spInvariants  :: [Located RType]
  , spAliases     :: [Located Alias]
  , spPredAliases :: [Located PredAlias]
  , spExact       :: [Name]            -- ^ @inline@, @reflect@, lifted measures,
                                       --   signatures with abstract refinements
  , spTrusted     :: [Name]            -- ^ @ignore f@
  , spData        :: [Located DataSpec]
  , spIgnored     :: [Located String]  -- ^ verifier-only forms, by keyword
  , spPragmas     :: [Located String]  -- ^ @LIQUID "--flag ..."@ strings
  , spAbstract    :: [Name]            -- ^ signatures with abstract refinements
  , spClasses     :: [Located ClassSpec] -- ^ @class@ and @instance@ annotations
  } deriving (Eq, Show)

specFromDecls :: [Located Decl] -> Spec
specFromDecls ds = Spec
  [ L p s | L p (DSig s) <- ds ]
  [ L p m | L p (DMeasure m) <- ds ]
  [ L p t | L p (DInvariant t) <- ds ]
  [ L p a | L p (DAlias a) <- ds ]
  [ L p a | L p (DPredAlias a) <- ds ]
  ([ f | L _ (DExact f) <- ds ] ++ [ msName m | L _ (DMeasure m) <- ds, null (msEqns m), msType m == Nothing ])
  [ f | L _ (DTrusted f) <- ds ]
  [ L p d | L p (DData d) <- ds ]
  [ L p k | L p (DIgnored k) <- ds ]
  [ L p f | L p (DPragma f) <- ds ]
  [ f | L _ (DAbstract f) <- ds ]
  [ L p c | L p (DClass c) <- ds ]

-- | What expansion needs: the type aliases and predicate aliases in scope.
data Env = Env
  { envAliases     :: M.Map Name Alias
  , envPredAliases :: M.Map Name PredAlias
  }

-- | LiquidHaskell's built-in aliases (its Prelude's specification, LIQUID-SPECS §4),
-- written as a module writes them. Without them a signature naming @Even@ or @GeInt 3@
-- was read as one of plain @Int@s: a precondition dropped (counterexamples outside
-- it) and a postcondition dropped (bugs called verified).
builtinAliases :: [Alias]
builtinAliases = [ a | DAlias a <- map builtinDecl
  [ "type Nat = {v:Int | v >= 0}"
  , "type Pos = {v:Int | v > 0}"
  , "type Even = {v:Int | v mod 2 = 0}"
  , "type Odd = {v:Int | v mod 2 = 1}"
  , "type GeInt N = {v:Int | v >= N}"
  , "type LeInt N = {v:Int | v <= N}"
  , "type BNat N = {v:Nat | v <= N}"
  , "type TT = {v:Bool | v}"
  , "type FF = {v:Bool | not v}"
  ] ]

-- | LiquidHaskell's built-in predicate aliases: @Max V X Y@ and @Min V X Y@.
builtinPredAliases :: [PredAlias]
builtinPredAliases = [ a | DPredAlias a <- map builtinDecl
  [ "predicate Max V X Y = if X > Y then V = X else V = Y"
  , "predicate Min V X Y = if X < Y then V = X else V = Y"
  ] ]

builtinDecl :: String -> Decl
builtinDecl txt = either (error . ("G2.Liquid.Expand: a built-in alias: " ++) . renderSpecError) id
  (parseDecl txt)

-- | The module's aliases over the built-ins (a module's own @Nat@ wins).
envOf :: Spec -> Env
envOf sp = Env
  (M.fromList [ (alName a, a) | a <- builtinAliases ++ map unLoc (spAliases sp) ])
  (M.fromList [ (paName a, a) | a <- builtinPredAliases ++ map unLoc (spPredAliases sp) ])

------------------------------------------------------------------------------------
-- Expansion

-- | Expands every alias in a type, and every predicate alias in its refinements.
expandType :: Env -> RType -> Either String RType
expandType env = go (0 :: Int)
  where
    go depth t
      | depth > 100 = Left "type aliases expand forever (a cycle?)"
      | otherwise = case t of
          RFun b a r -> RFun b <$> go depth a <*> go depth r
          RExpr e -> RExpr <$> expandExpr env e
          RApp (TCon c) args ref
            | Just al <- M.lookup c (envAliases env) -> do
                body <- instantiate al args
                body' <- go (depth + 1) body
                ref' <- traverse (expandRef env) ref
                addRef c ref' body'
          RApp h args ref -> RApp h <$> mapM (go depth) args <*> traverse (expandRef env) ref

    instantiate (Alias n ps body) args = do
      when (length ps /= length args) $ Left $
        "the alias " ++ n ++ " takes " ++ show (length ps) ++ " argument"
          ++ (if length ps == 1 then "" else "s")
          ++ (if null ps then "" else " (" ++ unwords (map aliasParamName ps) ++ ")")
          ++ ", but is given " ++ show (length args)
      pairs <- zipWithM (bindParam n) ps args
      let tys = M.fromList [ (a, ty) | Left (a, ty) <- pairs ]
          vals = M.fromList [ (x, e) | Right (x, e) <- pairs ]
      substType tys vals body

    bindParam n (TyParam a) arg = case arg of
      RExpr e -> Left ("the alias " ++ n ++ " expects a type for its parameter " ++ a
                       ++ ", but is given the expression {" ++ prettyExpr e ++ "}")
      _ -> Right (Left (a, arg))
    bindParam n (ValParam x) arg = case arg of
      RExpr e -> Right (Right (x, e))
      RApp (TVar y) [] Nothing -> Right (Right (x, EVar y))
      RApp (TCon y) [] Nothing | M.notMember y (envAliases env) -> Right (Right (x, EVar y))
      _ -> Left ("the alias " ++ n ++ " expects an expression for its parameter " ++ x
                 ++ ", but is given the type " ++ prettyType arg)

expandRef :: Env -> Refinement -> Either String Refinement
expandRef env (Refinement v e) = Refinement v <$> expandExpr env e

-- | Conjoins an outer refinement (@{v:ListN a n | p}@) with the expanded body's.
addRef :: Name -> Maybe Refinement -> RType -> Either String RType
addRef _ Nothing t = Right t
addRef c (Just r@(Refinement v p)) t = case t of
  RApp h ts Nothing -> Right (RApp h ts (Just r))
  RApp h ts (Just (Refinement w q)) ->
    Right (RApp h ts (Just (Refinement v (conj (renameVar w v q) p))))
  _ -> Left ("the alias " ++ c ++ " stands for a function type, which cannot be refined")

renameVar :: Name -> Name -> Expr -> Expr
renameVar a b
  | a == b = id
  | otherwise = substExpr (M.singleton a (EVar b))

-- | Substitutes type parameters (by types) and value parameters (by expressions).
substType :: M.Map Name RType -> M.Map Name Expr -> RType -> Either String RType
substType tys vals = go
  where
    go t = case t of
      RFun b a r -> RFun b <$> go a <*> go r
      RExpr e -> Right (RExpr (substExpr vals e))
      RApp (TVar a) args ref | Just ty <- M.lookup a tys -> do
        args' <- mapM go args
        let ref' = fmap substRef ref
        base <- case (ty, args') of
          (_, []) -> Right ty
          (RApp h as Nothing, _) -> Right (RApp h (as ++ args') Nothing)
          _ -> Left ("cannot apply the type " ++ prettyType ty ++ " to arguments")
        addRef a ref' base
      RApp (TCon x) [] Nothing | Just e <- M.lookup x vals -> Right (RExpr e)
      RApp h args ref -> RApp h <$> mapM go args <*> pure (fmap substRef ref)
    -- The refinement's own value variable shadows a parameter of that name, and must
    -- not capture a variable of an argument: @VectorN {len v}@ under @{v:[Int] | len v
    -- = N}@ renames the binder first (else it read @len v = len v@: nothing).
    substRef (Refinement v e)
      | v `elem` incoming = Refinement v' (substExpr inner (renameVar v v' e))
      | otherwise = Refinement v (substExpr inner e)
      where
        inner = M.delete v vals
        incoming = concatMap exprVars (M.elems inner)
        v' = fresh v (v : exprVars e ++ incoming ++ M.keys vals)

-- | Expands @predicate@ aliases.
expandExpr :: Env -> Expr -> Either String Expr
expandExpr env = go (0 :: Int)
  where
    go d e
      | d > 100 = Left "predicate aliases expand forever (a cycle?)"
      | otherwise = case e of
          EVar x | Just pa <- M.lookup x (envPredAliases env) -> apply d pa []
          EApp f as | Just pa <- M.lookup f (envPredAliases env) -> mapM (go d) as >>= apply d pa
          EVar _ -> Right e
          EInt _ -> Right e
          EBool _ -> Right e
          EApp f as -> EApp f <$> mapM (go d) as
          ENeg a -> ENeg <$> go d a
          EArith o a b -> EArith o <$> go d a <*> go d b
          ECmp o a b -> ECmp o <$> go d a <*> go d b
          ENot a -> ENot <$> go d a
          EAnd a b -> EAnd <$> go d a <*> go d b
          EOr a b -> EOr <$> go d a <*> go d b
          EImp a b -> EImp <$> go d a <*> go d b
          EIff a b -> EIff <$> go d a <*> go d b
          EIte a b c -> EIte <$> go d a <*> go d b <*> go d c
          ELam xs a -> ELam xs <$> go d a
    apply d (PredAlias n ps body) args = do
      unless (length ps == length args) $ Left $
        "the predicate " ++ n ++ " takes " ++ show (length ps) ++ " argument"
          ++ (if length ps == 1 then "" else "s") ++ ", but is given " ++ show (length args)
      go (d + 1) (substExpr (M.fromList (zip ps args)) body)

------------------------------------------------------------------------------------
-- Normalized signatures

-- | A signature as lists of checks: Note [Binder names].
data NSig = NSig
  { nsName   :: Name
  , nsArgs   :: [NArg]
  , nsResult :: NArg
  } deriving (Eq, Show)

data NArg = NArg
  { naBinder :: Name   -- ^ the name the argument (or result) is bound to
  , naVV     :: Name   -- ^ the value variable its predicate is over
  , naType   :: NType
  , naPred   :: Expr   -- ^ over 'naVV' and the binders of earlier arguments; @true@ if none
  } deriving (Eq, Show)

-- | A base type with the refinements of its type arguments, or a function type (whose
-- arguments are not checked).
data NType
  = NBase TyHead [NElem]
  | NFun RType         -- ^ the (expanded) function type, refinements and all
  deriving (Eq, Show)

-- | A type argument: its value variable, type and predicate (@true@ if unrefined).
data NElem = NElem
  { neVV   :: Name
  , neType :: NType
  , nePred :: Expr
  } deriving (Eq, Show)

-- | Every predicate of an argument, its type arguments' included.
argExprs :: NArg -> [Expr]
argExprs a = naPred a : typeExprs (naType a)
  where
    typeExprs (NFun _) = []
    typeExprs (NBase _ es) = concat [ nePred e : typeExprs (neType e) | e <- es ]

-- | Rewrites every predicate of a signature.
mapSigExprs :: (Expr -> Expr) -> NSig -> NSig
mapSigExprs f (NSig n as r) = NSig n (map arg as) (arg r)
  where
    arg a = a { naType = ty (naType a), naPred = f (naPred a) }
    ty t = case t of
      NFun _ -> t
      NBase h es -> NBase h [ e { neType = ty (neType e), nePred = f (nePred e) } | e <- es ]

-- | The argument's predicate over its binder.
argPred :: NArg -> Expr
argPred a = renameVar (naVV a) (naBinder a) (naPred a)

-- | Whether a type has no refinement anywhere inside (so checking it is trivial).
isTrivialType :: NType -> Bool
isTrivialType (NFun _) = True
isTrivialType (NBase _ es) = all (\e -> isTrue (nePred e) && isTrivialType (neType e)) es

normalizeLocatedSig :: Env -> Located Sig -> Either SpecError NSig
normalizeLocatedSig env (L p s) = either (Left . SpecError p . ((sigName s ++ ": ") ++)) Right
                                         (normalizeSig env s)

-- | Note [Binder names]
normalizeSig :: Env -> Sig -> Either String NSig
normalizeSig env s = do
  t <- expandType env (sigType s)
  let (args, res) = spine t
      written = [ x | (Just x, _) <- args ]
      dup = [ x | x <- nub written, length (filter (== x) written) > 1 ]
  unless (null dup) $ Left ("the binder " ++ head dup ++ " is used twice")
  let taken0 = allNames t
  (nargs, taken1) <- foldM (\(acc, taken) (i, (b, ty)) -> do
        a <- argOf taken (i :: Int) b ty (written ++ map naBinder acc)
        pure (acc ++ [a], naBinder a : taken)) ([], taken0) (zip [1 ..] args)
  r <- case res of
    RFun {} -> Left "internal: the spine ends in a function type"
    _ -> do
      (vv, ty, p) <- baseOf res
      let argNames = map naBinder nargs
          b = if vv `elem` argNames then fresh "r" taken1 else vv
      pure (NArg b vv ty p)
  pure (NSig (sigName s) nargs r)
  where
    argOf taken i b ty others = case ty of
      RFun {} -> pure (NArg (fromMaybe (fresh ("f" ++ show i) taken) b) "_" (NFun ty) eTrue)
      _ -> do
        (vv, nty, p) <- baseOf ty
        let name = case b of
              Just x -> x
              Nothing | isRefined ty, vv `notElem` others, vv `notElem` ["v", "_"] -> vv
                      | otherwise -> fresh ("x" ++ show i) taken
        pure (NArg name vv nty p)
    isRefined (RApp _ _ (Just _)) = True
    isRefined _ = False

-- | Arguments (binder, type) and the result; a function-typed argument in parentheses
-- stays one argument.
spine :: RType -> ([(Maybe Name, RType)], RType)
spine (RFun b a r) = let (as, res) = spine r in ((b, a) : as, res)
spine t = ([], t)

baseOf :: RType -> Either String (Name, NType, Expr)
baseOf t = case t of
  RApp h ts ref -> do
    elems <- mapM elemOf ts
    let (vv, p) = maybe ("v", eTrue) (\(Refinement v e) -> (v, e)) ref
    pure (vv, NBase h elems, p)
  -- a bare {p} (a proof's result, -> {f x == 0}): a unit refined by p
  RExpr e -> pure ("v", NBase TUnit [], e)
  RFun {} -> Left "a function type cannot be refined"
  where
    elemOf ty = case ty of
      RFun {} -> pure (NElem "_" (NFun ty) eTrue)
      _ -> (\(vv, nt, p) -> NElem vv nt p) <$> baseOf ty

-- | Every name in a type, to keep fresh names fresh.
allNames :: RType -> [Name]
allNames t = case t of
  RFun b a r -> maybe [] pure b ++ allNames a ++ allNames r
  RExpr e -> exprVars e
  RApp _ ts ref -> concatMap allNames ts ++ maybe [] (\(Refinement v e) -> v : exprVars e) ref

fresh :: Name -> [Name] -> Name
fresh base taken
  | base `notElem` taken = base
  | otherwise = head [ n | i <- [1 :: Int ..], let n = base ++ "_" ++ show i, n `notElem` taken ]
