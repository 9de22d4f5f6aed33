-- | Refinements as Haskell source text: the pre- and postconditions of a signature as
-- Bool-valued lambdas, measures in equation form as functions, and the traversals that
-- check the refinements inside type arguments. GHC-free: the constructors of the data
-- types are an input ('DataDecl'), not looked up.
--
-- For @f :: x:{v:Int | v >= 0} -> {v:Int | v > x}@, 'renderPre' gives @\\x -> x >= 0@
-- and 'renderPost' gives @\\x v -> v > x@: the precondition takes the arguments, the
-- postcondition the arguments and the result. Unused parameters are @_@.
--
-- Note [Rendering]
-- ~~~~~~~~~~~~~~~~
-- * @=@ and @==@ on values are @==@; @<=>@ is @==@ on Bools; @p => q@ is
--   @(\\a b -> not a || b) p q@; @not@/@~@ is @not@; unary minus is @negate@; @/@ is
--   @div@ (refinements are over integers here) and @mod@ is @mod@; @true@ is @True@.
-- * A measure is a call of the Haskell function of the same name, except measures in
--   equation form, which are rendered as @g2_measure_NAME@ ('measureFunName',
--   'renderMeasure'), and @len@, which is @length@ unless the module defines a measure
--   @len@.
-- * A refinement inside a type argument is checked by walking the value: @[t]@ with
--   @all@, tuples by a lambda over the components, @Maybe@ and @Either@ with @maybe@
--   and @either@, and any other type @T@ with the generated traversal @g2_all_T@
--   ('traversalName', 'renderTraversal'), which takes one predicate per type parameter.
-- * Function-typed arguments and fields are not checked.
module G2.Liquid.ToHaskell
  ( RenderEnv (..)
  , DataDecl (..)
  , renderEnv
  , measureFunName
  , traversalName
  , invariantName
  , withDataSet
    -- * Signatures
  , renderPre
  , renderPost
  , renderArgCheck
  , traversalsNeeded
    -- * Expressions and types
  , renderExpr
  , renderHsType
    -- * Definitions to append to a module
  , renderMeasure
  , renderTraversal
  , renderTraversals
  ) where

import Data.Char (isAlphaNum)
import Data.List (intercalate, nub)
import qualified Data.Map.Strict as M
import qualified Data.Set as S
import Data.Maybe (isJust)

import G2.Liquid.Expand
import G2.Liquid.Syntax

-- | A data type: its name, type parameters, and constructors with their field types
-- (unrefined 'RType's over the parameters, e.g. @a@ and @List a@ for @Cons@).
data DataDecl = DataDecl
  { ddName   :: Name
  , ddParams :: [Name]
  , ddCons   :: [(Name, [RType])]
  } deriving (Eq, Show)

data RenderEnv = RenderEnv
  { reFunctions  :: M.Map Name String    -- ^ names in refinements rendered otherwise
  , reData       :: M.Map Name DataDecl  -- ^ data types that get a traversal
  , reInvariants :: S.Set Name           -- ^ data types with an invariant 'invariantName'
  , reInvNames   :: M.Map Name String    -- ^ invariants defined elsewhere: their
                                         --   (qualified) names
  }

-- | The environment of a module: its measures and data types (Note [Rendering]).
renderEnv :: [Measure] -> [DataDecl] -> RenderEnv
renderEnv ms ds = RenderEnv
  (M.fromList ([ ("len", "length") | "len" `notElem` map msName ms ]
               ++ [ (lh, "G2'P." ++ hsFun) | (lh, hsFun) <- setFunctions ++ builtinMeasures
                                             , lh `notElem` map msName ms ]
               ++ [ (msName m, measureFunName (msName m)) | m <- ms, not (null (msEqns m)) ]))
  (M.fromList [ (ddName d, d) | d <- ds ])
  S.empty
  M.empty

-- | LiquidHaskell's built-in measures on Maybe, Either, pairs and lists (LIQUID-SPECS
-- §4), as "G2.Liquid.Runtime"'s functions: a refinement may use them whether or not
-- the module imports them (@isJust@ without @import Data.Maybe@ was a GHC error that
-- rejected the whole module).
builtinMeasures :: [(Name, String)]
builtinMeasures = [ (m, m) | m <- ["isJust", "fromJust", "isLeft", "fst", "snd", "head", "tail"] ]

-- | The function checking a data type's invariant.
invariantFun :: RenderEnv -> Name -> String
invariantFun env t = M.findWithDefault (invariantName t) t (reInvNames env)

-- | LiquidHaskell's set vocabulary and the functions of "G2.Liquid.Runtime" it is
-- rendered as: sets as lists compared as sets, or "Data.Set" when the module uses it
-- ('dataSetFunctions', chosen by 'withDataSet').
dataSetFunctions :: [(Name, String)]
dataSetFunctions =
  [ ("listElts", "dsListElts"), ("Set_empty", "dsEmpty"), ("Set_sng", "singleton"), ("Set_cup", "union")
  , ("Set_cap", "intersection"), ("Set_dif", "difference"), ("Set_mem", "member"), ("Set_sub", "isSubsetOf")
  , ("Set_emp", "null"), ("Set_add", "dsAdd") ]

-- | Renders LiquidHaskell's sets as "Data.Set" sets.
withDataSet :: RenderEnv -> RenderEnv
withDataSet env = env { reFunctions = M.fromList [ (lh, "G2'P." ++ hsFun) | (lh, hsFun) <- dataSetFunctions ]
                                      `M.union` reFunctions env }

setFunctions :: [(Name, String)]
setFunctions =
  [ ("listElts", "listElts"), ("Set_empty", "setEmpty"), ("Set_sng", "setSng"), ("Set_cup", "setCup")
  , ("Set_cap", "setCap"), ("Set_dif", "setDif"), ("Set_mem", "setMem"), ("Set_sub", "setSub")
  , ("Set_emp", "setEmp"), ("Set_add", "setAdd") ]

measureFunName :: Name -> String
measureFunName m = "g2_measure_" ++ m

-- | @g2_inv_T@: the data type's refined fields and @invariant@s hold (Note [Data
-- refinements] in "G2.Liquid.Contracts").
invariantName :: Name -> String
invariantName t = "g2_inv_" ++ map (\c -> if isAlphaNum c then c else '_') t

-- | @g2_all_List@; a qualified name's dots become underscores.
traversalName :: Name -> String
traversalName t = "g2_all_" ++ map (\c -> if isAlphaNum c then c else '_') t

------------------------------------------------------------------------------------
-- Signatures

-- | @\\x1 .. xn -> pre@: the conjunction of the arguments' checks.
renderPre :: RenderEnv -> NSig -> Either String String
renderPre env s = do
  checks <- concat <$> mapM (argChecks env (S.fromList (map naBinder (nsArgs s)))) (nsArgs s)
  pure (lambda (map naBinder (nsArgs s)) checks)

-- | @\\x1 .. xn r -> post@: the result's check, with the arguments in scope.
renderPost :: RenderEnv -> NSig -> Either String String
renderPost env s = do
  checks <- argChecks env (sigScope s) (nsResult s)
  pure (lambda (map naBinder (nsArgs s) ++ [naBinder (nsResult s)]) checks)

sigScope :: NSig -> S.Set Name
sigScope s = S.fromList (map naBinder (nsResult s : nsArgs s))

-- | A lambda over the binders; a binder none of the checks mentions is @_@.
lambda :: [Name] -> [Check] -> String
lambda bs checks
  | null bs = body   -- a constant's precondition: no arguments
  | otherwise = "\\" ++ unwords [ if b `S.member` used then b else "_" | b <- bs ] ++ " -> " ++ body
  where
    used = S.unions (map checkVars checks)
    body = case checks of
      [] -> "True"
      [c] -> checkText c 0
      _ -> intercalate " && " (map (`checkText` 4) checks)

-- | A rendered Bool expression: its text at each precedence, and the names it uses.
data Check = Check { checkText :: Int -> String, checkVars :: S.Set Name }

-- | The check of one argument (or the result) on its binder, as Haskell text;
-- 'Nothing' when there is nothing to check.
renderArgCheck :: RenderEnv -> NArg -> Either String (Maybe String)
renderArgCheck env a = fmap (\c -> checkText c 0) . conjChecks <$> argChecks env (S.singleton (naBinder a)) a

-- | The conjuncts checking an argument: its refinement, then its type arguments'.
argChecks :: RenderEnv -> S.Set Name -> NArg -> Either String [Check]
argChecks env scope a = case naType a of
  NFun _ -> pure []
  NBase h es -> do
    let p = argPred a
        refinement = [ exprCheck env p | not (isTrue p) ]
    struct <- structural env scope h es
    pure (refinement ++ [ applied w vs (naBinder a) | Just (w, vs) <- [struct] ]
          ++ [ applied (invariantFun env t) S.empty (naBinder a) | TCon t <- [h], t `S.member` reInvariants env ])

applied :: String -> S.Set Name -> Name -> Check
applied w vs x = Check (\p -> paren (p > 9) (w ++ " " ++ x)) (S.insert x vs)

conjChecks :: [Check] -> Maybe Check
conjChecks [] = Nothing
conjChecks [c] = Just c
conjChecks cs = Just (Check (\p -> paren (p > 3) (intercalate " && " (map (`checkText` 4) cs)))
                            (S.unions (map checkVars cs)))

exprCheck :: RenderEnv -> Expr -> Check
exprCheck env e = Check (\p -> hs env p e) (S.fromList (exprVars e))

-- | The function checking a value's type arguments (e.g. @all (\\v -> v > 0)@), and
-- the names it mentions; 'Nothing' when none is refined. @scope@: the names bound
-- around, which element variables must not shadow.
structural :: RenderEnv -> S.Set Name -> TyHead -> [NElem]
           -> Either String (Maybe (String, S.Set Name))
structural env scope h es = do
  fs <- mapM (elemFun env scope) es
  if all (not . isJust) fs then pure Nothing else do
    w <- walker env h (map (fmap fst) fs)
    pure (Just (w, S.unions [ v | Just (_, v) <- fs ]))

-- | A function @t -> Bool@ checking a type argument, with the names it mentions;
-- 'Nothing' when there is nothing to check.
elemFun :: RenderEnv -> S.Set Name -> NElem -> Either String (Maybe (String, S.Set Name))
elemFun env scope (NElem vv ty p) = case ty of
  NFun _ -> pure Nothing
  NBase h es -> do
    let x = freshIn (if vv == "_" then "e" else vv) scope
        p' = if x == vv then p else substExpr (M.singleton vv (EVar x)) p
    struct0 <- structural env (S.insert x scope) h es
    -- an element of a type with an invariant: the invariant, then any refinement inside
    let inv = [ invariantFun env t | TCon t <- [h], t `S.member` reInvariants env ]
        struct = case (inv, struct0) of
          ([], _) -> struct0
          (i : _, Nothing) -> Just (i, S.empty)
          (i : _, Just (w, vs)) -> Just ("(\\g2_e -> " ++ i ++ " g2_e && " ++ w ++ " g2_e)", vs)
    pure $ case (isTrue p', struct) of
      (True, Nothing) -> Nothing
      (True, Just (w, vs)) -> Just (parenIfSpace w, vs)   -- \\x -> w x  is  w
      (False, _) ->
        let c = fromMaybe' (conjChecks (exprCheck env p' : [ applied w vs x | Just (w, vs) <- [struct] ]))
        in Just ("(\\" ++ x ++ " -> " ++ checkText c 0 ++ ")", S.delete x (checkVars c))
  where
    fromMaybe' (Just c) = c
    fromMaybe' Nothing = Check (const "True") S.empty

freshIn :: Name -> S.Set Name -> Name
freshIn x scope
  | x `S.notMember` scope = x
  | otherwise = head [ y | i <- [1 :: Int ..], let y = x ++ show i, y `S.notMember` scope ]

parenIfSpace :: String -> String
parenIfSpace s = if ' ' `elem` s && take 1 s /= "(" then "(" ++ s ++ ")" else s

-- Note [Refinements inside containers]
-- ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
-- A refinement of the elements of a container whose constructors are out of reach
-- (@M.Map Int Nat@, @S.Set Pos@) is checked through what the container offers: every
-- element (Foldable's @all@, the values of a map) and every key of a map. The type is
-- recognised by its unqualified name: Data.Set's, Data.Sequence's, Data.IntMap's,
-- Data.Map's and Data.List.NonEmpty's (all Foldable over their last parameter). Any
-- other type without known constructors leaves the function unchecked, and says so.

-- | The function that applies per-parameter checks (Nothing: no check) to a value of a
-- type: @all f@, @g2_all_T f1 f2@, ...
walker :: RenderEnv -> TyHead -> [Maybe String] -> Either String String
walker env h fs = case h of
  TList | [Just f] <- fs -> pure ("all " ++ f)
  TTuple n -> do
    let ys = [ "g2_t" ++ show i | i <- [1 .. n] ]
        pat = "(" ++ intercalate ", " [ maybe "_" (const y) f | (y, f) <- zip ys fs ] ++ ")"
        body = intercalate " && " [ f ++ " " ++ y | (y, Just f) <- zip ys fs ]
    pure ("(\\" ++ pat ++ " -> " ++ body ++ ")")
  TCon "Maybe" | [Just f] <- fs -> pure ("maybe True " ++ f)
  TCon "Either" | [f, g] <- fs -> pure ("either " ++ orConst f ++ " " ++ orConst g)
  TCon t
    | M.member t (reData env) -> pure (unwords (traversalName t : map orConst fs))
    -- Note [Refinements inside containers]
    | container `elem` ["Set", "Seq", "NonEmpty", "IntMap"], [Just f] <- fs -> pure ("G2'P.all " ++ f)
    | container == "Map", [k, v] <- fs ->
        pure ("(\\g2_m -> " ++ intercalate " && "
                ([ "G2'P.all " ++ f ++ " (G2'P.mapKeys g2_m)" | Just f <- [k] ]
                 ++ [ "G2'P.all " ++ f ++ " g2_m" | Just f <- [v] ]) ++ ")")
    | otherwise -> Left ("the refinement inside " ++ t ++ " cannot be checked: "
                         ++ "no constructors of " ++ t ++ " are known")
    where container = reverse (takeWhile (/= '.') (reverse t))
  _ -> Left "refinements inside the arguments of a type variable cannot be checked"
  where
    orConst = maybe "(const True)" id

-- | The data types whose traversals the checks of a signature call.
traversalsNeeded :: RenderEnv -> NSig -> [Name]
traversalsNeeded env s = nub (concatMap (fromType . naType) (nsArgs s ++ [nsResult s]))
  where
    fromType (NFun _) = []
    fromType t@(NBase h es) =
      [ c | TCon c <- [h], not (isTrivialType t), M.member c (reData env) ]
        ++ concatMap (fromType . neType) es

------------------------------------------------------------------------------------
-- Expressions

renderExpr :: RenderEnv -> Expr -> String
renderExpr env = hs env 0

-- Note [Lengths against constants]
-- ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
-- The commonest refinement, @{v:[a] | len v > 0}@, rendered as @length v > 0@, made the
-- engine walk the whole spine of a symbolic list to compare its length with 0: every
-- length is a path, so a function with that precondition was never verified (it ended
-- at the step limit, or the memory limit with a larger one). A comparison of @len@ with
-- a literal is rendered as 'G2.Liquid.Runtime.compareLength', which looks at no more
-- cells than the literal needs: the same truth on every finite list, and the inputs
-- are finite.

-- | Haskell text at a precedence: @||@ 2, @&&@ 3, comparisons 4, @+ -@ 6,
-- @* div mod@ 7, application 10 (Note [Rendering]).
hs :: RenderEnv -> Int -> Expr -> String
hs env = go
  where
    name x = M.findWithDefault x x (reFunctions env)
    isLength f = name f == "length"
    -- Note [Lengths against constants]
    lengthCmp p o x k = paren (p > 4) ("G2'P.compareLength " ++ go 10 x ++ " " ++ go 10 (EInt k)
                                       ++ " " ++ ordering o)
    ordering o = case o of
      Gt -> "== G2'P.GT"; Ge -> "/= G2'P.LT"; Lt -> "== G2'P.LT"; Le -> "/= G2'P.GT"
      Eq -> "== G2'P.EQ"; Ne -> "/= G2'P.EQ"
    mirrored o = case o of Lt -> Gt; Gt -> Lt; Le -> Ge; Ge -> Le; _ -> o
    go p e = case e of
      ECmp o (EApp f [x]) (EInt k) | isLength f -> lengthCmp p o x k
      ECmp o (EInt k) (EApp f [x]) | isLength f -> lengthCmp p (mirrored o) x k
      -- a binder may be called so (@tail:[a]@): the measures apply to arguments
      EVar x | x `elem` map fst builtinMeasures -> x
             | otherwise -> name x
      EInt n | n < 0 -> "(" ++ show n ++ ")"
             | otherwise -> show n
      EBool b -> show b
      EApp f as -> paren (p > 9) (unwords (name f : map (go 10) as))
      ENeg a -> paren (p > 9) ("negate " ++ go 10 a)
      EArith o a b -> case o of
        Plus -> infixL 6 "+" a b
        Minus -> infixL 6 "-" a b
        Times -> infixL 7 "*" a b
        Div -> infixL 7 "`div`" a b
        Mod -> infixL 7 "`mod`" a b
        where infixL q s x y = paren (p > q) (go q x ++ " " ++ s ++ " " ++ go (q + 1) y)
      ECmp o a b -> paren (p > 4) (go 5 a ++ " " ++ cmp o ++ " " ++ go 5 b)
      ENot a -> paren (p > 9) ("not " ++ go 10 a)
      EAnd a b -> paren (p > 3) (go 4 a ++ " && " ++ go 3 b)
      EOr a b -> paren (p > 2) (go 3 a ++ " || " ++ go 2 b)
      EImp a b -> paren (p > 9) ("(\\a b -> not a || b) " ++ go 10 a ++ " " ++ go 10 b)
      EIff a b -> paren (p > 4) (go 5 a ++ " == " ++ go 5 b)
      EIte c a b -> paren (p > 0) ("if " ++ go 0 c ++ " then " ++ go 0 a ++ " else " ++ go 0 b)
      ELam xs a -> "(\\" ++ unwords xs ++ " -> " ++ go 0 a ++ ")"
    cmp o = case o of
      Eq -> "=="; Ne -> "/="; Lt -> "<"; Le -> "<="; Gt -> ">"; Ge -> ">="

paren :: Bool -> String -> String
paren True s = "(" ++ s ++ ")"
paren False s = s

-- | A (expanded) refinement type as a plain Haskell type: refinements and binders
-- dropped.
renderHsType :: RType -> Either String String
renderHsType = go 0
  where
    go :: Int -> RType -> Either String String
    go p t = case t of
      RFun _ a r -> (\x y -> paren (p > 0) (x ++ " -> " ++ y)) <$> go 1 a <*> go 0 r
      RExpr e -> Left ("the expression {" ++ prettyExpr e ++ "} is not a type")
      RApp h ts _ -> case h of
        TList -> (\x -> "[" ++ x ++ "]") <$> go 0 (head' ts)
        TTuple _ -> (\xs -> "(" ++ intercalate ", " xs ++ ")") <$> mapM (go 0) ts
        TUnit -> pure "()"
        TCon c -> app c ts
        TVar a -> app a ts
      where
        app c [] = pure c
        app c ts = (\xs -> paren (p > 1) (unwords (c : xs))) <$> mapM (go 2) ts
    head' (x : _) = x
    head' [] = RApp TUnit [] Nothing

------------------------------------------------------------------------------------
-- Definitions

-- | A measure in equation form as a Haskell function named 'measureFunName'; the type
-- must be expanded (see 'expandType'). A measure that names a Haskell function has
-- nothing to render ('Nothing').
renderMeasure :: RenderEnv -> Measure -> Either String (Maybe String)
renderMeasure env (Measure m mt eqs)
  | null eqs = pure Nothing
  | otherwise = do
      sig <- traverse renderHsType mt
      let f = measureFunName m
          eqn (MeasureEqn c xs body) = f ++ " " ++ pat c xs ++ " = " ++ hs env 0 body
      pure (Just (unlines (maybe [] (\t -> [f ++ " :: " ++ t]) sig ++ map eqn eqs)))
  where
    pat c xs = case (c, xs) of
      (_, []) -> c
      ("(,)", _) -> "(" ++ intercalate ", " xs ++ ")"
      (_, [a, b]) | isOp c -> "(" ++ a ++ " " ++ c ++ " " ++ b ++ ")"
      _ -> "(" ++ unwords ((if isOp c then "(" ++ c ++ ")" else c) : xs) ++ ")"
    isOp c = case c of
      ch : _ -> not (isAlphaNum ch || ch == '_' || ch == '[' || ch == '(')
      [] -> False

-- | The traversal of a data type: @g2_all_T p1 .. pn x@ is True when every value of a
-- parameter type inside @x@ satisfies its predicate.
--
-- > g2_all_List :: (a -> Bool) -> List a -> Bool
-- > g2_all_List p (Cons x1 x2) = p x1 && g2_all_List p x2
-- > g2_all_List _ Nil = True
renderTraversal :: RenderEnv -> DataDecl -> Either String String
renderTraversal env (DataDecl t ps cons) = do
  eqns <- mapM eqn cons
  pure (unlines (sig : eqns))
  where
    f = traversalName t
    preds = if length ps == 1 then ["p"] else [ "p" ++ show i | i <- [1 .. length ps] ]
    predOf = M.fromList (zip ps preds)
    sig = f ++ " :: " ++ concatMap (\a -> "(" ++ a ++ " -> Bool) -> ") ps
          ++ unwords (t : ps) ++ " -> Bool"
    eqn (c, fields) = do
      checks <- mapM field fields
      let xs = [ "x" ++ show i | i <- [1 .. length fields] ]
          used = S.fromList (concat [ ws | Just (_, ws) <- checks ])
          pvars = [ if p `S.member` used then p else "_" | p <- preds ]
          args = [ maybe "_" (const x) ch | (x, ch) <- zip xs checks ]
          conPat | null fields = c
                 | otherwise = "(" ++ unwords (conName c : args) ++ ")"
          body = case [ fun ++ " " ++ x | (x, Just (fun, _)) <- zip xs checks ] of
            [] -> "True"
            bs -> intercalate " && " bs
      pure (unwords (f : pvars ++ [conPat, "=", body]))
    conName c = case c of
      ch : _ | not (isAlphaNum ch || ch == '_') -> "(" ++ c ++ ")"
      _ -> c
    -- a function checking a field, and the predicate variables it uses
    field :: RType -> Either String (Maybe (String, [String]))
    field ty = case ty of
      RFun {} -> pure Nothing
      RExpr _ -> pure Nothing
      RApp (TVar a) [] _ -> pure (fmap (\p -> (p, [p])) (M.lookup a predOf))
      RApp h ts _ -> do
        subs <- mapM field ts
        if all (not . isJust) subs then pure Nothing else do
          w <- walker env h (map (fmap (parenIfSpace . fst)) subs)
          pure (Just (w, concat [ ws | Just (_, ws) <- subs ]))

-- | The traversals a set of types needs, including those their fields need, in a
-- stable order.
renderTraversals :: RenderEnv -> [Name] -> Either String String
renderTraversals env roots = concat <$> mapM (renderTraversal env) (closure [] roots)
  where
    closure seen [] = reverse seen
    closure seen (t : ts)
      | t `elem` map ddName seen = closure seen ts
      | Just d <- M.lookup t (reData env) =
          closure (d : seen) (ts ++ [ c | (_, fs) <- ddCons d, fty <- fs, c <- tcons fty ])
      | otherwise = closure seen ts
    tcons ty = case ty of
      RApp (TCon c) ts _ -> c : concatMap tcons ts
      RApp _ ts _ -> concatMap tcons ts
      _ -> []
