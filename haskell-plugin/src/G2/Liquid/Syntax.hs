-- | The abstract syntax of the LiquidHaskell annotations G2 reads from @{-\@ ... \@-}@
-- comments, and its pretty printer (the canonical LiquidHaskell text). GHC-free.
--
-- The subset (issue 6): function signatures whose arguments and result carry
-- refinements (@f :: x:{v:Int | v >= 0} -> {v:Int | v > x}@), dependent arguments,
-- refinements inside type arguments (@[{v:Int | v > 0}]@, @List {v:a | ...}@),
-- @measure@ declarations (the equation form and the form naming a Haskell function),
-- @invariant@, @type@ aliases with type and value parameters, @predicate@ aliases, and
-- @LIQUID@ pragmas (kept, ignored by later stages).
--
-- Note [One expression language]
-- ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
-- As in LiquidHaskell, refinement predicates and the terms inside them share one type,
-- 'Expr': @v@ in @{v:Bool | v}@ is a predicate and a term at once. Surface synonyms are
-- normalised while parsing: @=@ and @==@ are 'Eq', @!=@ and @/=@ are 'Ne', @~@ and @not@
-- are 'ENot', @==>@ and @=>@ are 'EImp', @TRUE@/@true@ and @FALSE@/@false@ are 'EBool'.
module G2.Liquid.Syntax
  ( -- * Names and positions
    Name
  , SrcPos (..)
  , Located (..)
  , SpecError (..)
  , renderSpecError
    -- * Declarations
  , Decl (..)
  , Sig (..)
  , Measure (..)
  , MeasureEqn (..)
  , Alias (..)
  , AliasParam (..)
  , aliasParamName
  , PredAlias (..)
  , DataSpec (..)
  , ClassSpec (..)
  , Constraint
    -- * Types
  , RType (..)
  , TyHead (..)
  , Refinement (..)
    -- * Expressions
  , Expr (..)
  , ArithOp (..)
  , CmpOp (..)
  , eTrue
  , instantiatedMarker
  , conj
  , conjs
  , isTrue
  , exprVars
  , substExpr
    -- * Pretty printing (LiquidHaskell syntax)
  , prettyDecl
  , prettyType
  , prettyExpr
  , prettyPos
  , prettyBinderName
  ) where

import Data.Char (isAlpha)
import Data.List (intercalate)
import qualified Data.Map.Strict as M

type Name = String

-- | A position in a source file: 1-based line and column (tabs to multiples of 8, as
-- GHC and parsec count them).
data SrcPos = SrcPos { srcFile :: FilePath, srcLine :: !Int, srcCol :: !Int }
  deriving (Eq, Ord, Show)

-- | @file:line:col@, the prefix GHC uses for its diagnostics.
prettyPos :: SrcPos -> String
prettyPos (SrcPos f l c) = f ++ ":" ++ show l ++ ":" ++ show c

-- | A malformed or unusable annotation: where, and what was wrong. Every stage
-- (parse, expand, render) reports its problems this way.
data SpecError = SpecError { sePos :: SrcPos, seMessage :: String }
  deriving (Eq, Show)

-- | @file:line:col: message@
renderSpecError :: SpecError -> String
renderSpecError (SpecError p m) = prettyPos p ++ ": " ++ m

data Located a = L { getLoc :: SrcPos, unLoc :: a }
  deriving (Eq, Show)

instance Functor Located where
  fmap f (L p a) = L p (f a)

-- | One annotation. A @{-\@ ... \@-}@ block holds exactly one.
data Decl
  = DSig Sig                  -- ^ @f :: t@, @assume f :: t@
  | DMeasure Measure          -- ^ @measure size@, @measure size :: t@ + equations
  | DInvariant RType          -- ^ @invariant {v:T | p}@
  | DAlias Alias              -- ^ @type ListN a N = t@
  | DPredAlias PredAlias      -- ^ @predicate Btwn Lo V Hi = p@
  | DPragma String            -- ^ @LIQUID "--no-termination"@: accepted, ignored
  | DIgnored String           -- ^ a form that only matters to a verifier (@qualif@,
                              --   @embed@, @lazy@, ...: its keyword): accepted, ignored
  | DExact Name               -- ^ @inline f@, @reflect f@: f's results are exact in the
                              --   logic, so calls of f are never abstracted
  | DTrusted Name             -- ^ @ignore f@: f's signature is trusted, its body not checked
  | DAbstract Name            -- ^ f's signature has abstract refinements, read as @True@
                              --   (Note [Abstract refinements])
  | DData DataSpec            -- ^ @data T a = C { f :: t, .. } | ..@ (and @newtype@)
  | DClass ClassSpec          -- ^ @class C a where m :: t@, @instance C T where m :: t@
  deriving (Eq, Show)

-- | A @class@ annotation (the refinement types of a class's methods, which every
-- instance must meet) or an @instance@ annotation (those of one instance's methods).
data ClassSpec = ClassSpec
  { clsInstance :: Bool       -- ^ written @instance@ (else @class@)
  , clsName     :: Name
  , clsArgs     :: [RType]    -- ^ the class's type variables, or the instance's types
  , clsMethods  :: [Sig]      -- ^ each method's refinement type, at the class's
                              --   variables (or at the instance's types)
  } deriving (Eq, Show)

-- | A refined data declaration: the type, its parameters and each constructor with its
-- fields (an optional field name and a refined type; a field's refinement may name the
-- fields before it).
data DataSpec = DataSpec
  { dsName   :: Name
  , dsParams :: [Name]
  , dsCons   :: [(Name, [(Maybe Name, RType)])]
  } deriving (Eq, Show)

-- | A class constraint in a signature's context: the class and its arguments.
type Constraint = (Name, [RType])

data Sig = Sig
  { sigAssume  :: Bool          -- ^ written @assume f :: ...@ (trusted, not checked)
  , sigName    :: Name          -- ^ the function; operators without parentheses
  , sigForall  :: [Name]        -- ^ @forall a b.@, if written
  , sigContext :: [Constraint]  -- ^ @(Ord k) =>@
  , sigType    :: RType
  } deriving (Eq, Show)

-- | A measure. @msEqns@ empty and @msType@ absent is the form naming a Haskell function
-- (@measure size@); equations give the equation form, which later stages render as a
-- Haskell function (see "G2.Liquid.ToHaskell").
data Measure = Measure
  { msName :: Name
  , msType :: Maybe RType
  , msEqns :: [MeasureEqn]
  } deriving (Eq, Show)

-- | @size (Cons x xs) = 1 + size xs@: the constructor (@[]@, @:@, @Cons@, @:+:@, @(,)@),
-- its argument variables (@_@ allowed), and the body.
data MeasureEqn = MeasureEqn
  { meCon  :: Name
  , meArgs :: [Name]
  , meBody :: Expr
  } deriving (Eq, Show)

-- | A type alias. Lower-case parameters stand for types, upper-case ones for
-- expressions (as in LiquidHaskell): @type ListN a N = {v:List a | size v = N}@.
data Alias = Alias
  { alName   :: Name
  , alParams :: [AliasParam]
  , alBody   :: RType
  } deriving (Eq, Show)

data AliasParam = TyParam Name | ValParam Name
  deriving (Eq, Show)

aliasParamName :: AliasParam -> Name
aliasParamName (TyParam n) = n
aliasParamName (ValParam n) = n

-- | @predicate Btwn Lo V Hi = Lo <= V && V < Hi@.
data PredAlias = PredAlias
  { paName   :: Name
  , paParams :: [Name]
  , paBody   :: Expr
  } deriving (Eq, Show)

-- | Refinement types.
data RType
  = RFun (Maybe Name) RType RType
    -- ^ @x:t1 -> t2@ (the binder is optional)
  | RApp TyHead [RType] (Maybe Refinement)
    -- ^ a base type applied to arguments, refined as @{v:T t1 .. tn | p}@ or not
  | RExpr Expr
    -- ^ an expression argument of a type alias: @ListN a {len xs}@, @ListN a 3@
  deriving (Eq, Show)

data TyHead
  = TCon Name        -- ^ a type constructor or alias (possibly qualified: @M.Map@)
  | TVar Name        -- ^ a type variable
  | TList            -- ^ @[t]@
  | TTuple Int       -- ^ @(t1, .., tn)@, n >= 2
  | TUnit            -- ^ @()@
  deriving (Eq, Ord, Show)

-- | @{v : ... | p}@: the value binder and the predicate.
data Refinement = Refinement Name Expr
  deriving (Eq, Show)

data Expr
  = EVar Name
  | EInt Integer
  | EBool Bool
  | EApp Name [Expr]          -- ^ measure or function application, at least one argument
  | ENeg Expr                 -- ^ @- e@
  | EArith ArithOp Expr Expr
  | ECmp CmpOp Expr Expr
  | ENot Expr
  | EAnd Expr Expr
  | EOr Expr Expr
  | EImp Expr Expr            -- ^ @=>@, @==>@
  | EIff Expr Expr            -- ^ @<=>@
  | EIte Expr Expr Expr       -- ^ @if p then e1 else e2@
  | ELam [Name] Expr          -- ^ @\\x y -> p@: only an abstract refinement's instance
  deriving (Eq, Show)

data ArithOp = Plus | Minus | Times | Div | Mod
  deriving (Eq, Ord, Show, Enum, Bounded)

data CmpOp = Eq | Ne | Lt | Le | Gt | Ge
  deriving (Eq, Ord, Show, Enum, Bounded)

eTrue :: Expr
eTrue = EBool True

-- | Note [Abstract refinements]
-- ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
-- An abstract refinement (@forall <p :: a -> Bool>. a<p> -> ...@) is universally
-- quantified, so checking a function with @p := True@ (dropping every @<p>@) checks
-- one of its instances: a concrete counterexample found so is a real one. What is lost
-- is information a caller had: a callee's @<p>@ result is weaker without it. So a
-- contract whose signature mentions abstract refinements is exact (never abstracted),
-- and no abstract counterexample can rest on the dropped information.
-- An abstract refinement instantiated with a concrete predicate (@[a]<{\x y -> x <= y}>@)
-- is not universally quantified: dropping it from an argument would weaken a
-- precondition and could give false counterexamples. The parser marks such a type's
-- refinement with this variable; a function whose precondition carries it is not
-- checked (an outcome that says so), and in a postcondition it is dropped.
instantiatedMarker :: Name
instantiatedMarker = "g2'instantiated"

isTrue :: Expr -> Bool
isTrue (EBool True) = True
isTrue _ = False

-- | Conjunction that drops @true@.
conj :: Expr -> Expr -> Expr
conj a b
  | isTrue a = b
  | isTrue b = a
  | otherwise = EAnd a b

conjs :: [Expr] -> Expr
conjs = foldr conj eTrue

-- | Every variable and applied name, free or not (the language has no binders).
exprVars :: Expr -> [Name]
exprVars e = case e of
  EVar x -> [x]
  EInt _ -> []
  EBool _ -> []
  EApp f as -> f : concatMap exprVars as
  ENeg a -> exprVars a
  EArith _ a b -> exprVars a ++ exprVars b
  ECmp _ a b -> exprVars a ++ exprVars b
  ENot a -> exprVars a
  EAnd a b -> exprVars a ++ exprVars b
  EOr a b -> exprVars a ++ exprVars b
  EImp a b -> exprVars a ++ exprVars b
  EIff a b -> exprVars a ++ exprVars b
  EIte a b c -> exprVars a ++ exprVars b ++ exprVars c
  ELam xs a -> filter (`notElem` xs) (exprVars a)

-- | Replaces variables (not applied names) by expressions. The only binder is a
-- lambda's, whose names are not replaced inside it (substitutes are variables and
-- argument names, fresh with respect to a lambda's own parameters in practice).
substExpr :: M.Map Name Expr -> Expr -> Expr
substExpr s = go
  where
    go e = case e of
      EVar x -> M.findWithDefault e x s
      EInt _ -> e
      EBool _ -> e
      EApp f as -> EApp f (map go as)
      ENeg a -> ENeg (go a)
      EArith o a b -> EArith o (go a) (go b)
      ECmp o a b -> ECmp o (go a) (go b)
      ENot a -> ENot (go a)
      EAnd a b -> EAnd (go a) (go b)
      EOr a b -> EOr (go a) (go b)
      EImp a b -> EImp (go a) (go b)
      EIff a b -> EIff (go a) (go b)
      EIte a b c -> EIte (go a) (go b) (go c)
      ELam xs a -> ELam xs (substExpr (foldr M.delete s xs) a)

------------------------------------------------------------------------------------
-- Pretty printing

-- | The canonical text of a declaration; parsing it gives the declaration back.
prettyDecl :: Decl -> String
prettyDecl d = case d of
  DSig (Sig a f vs ctx t) ->
    (if a then "assume " else "") ++ prettyBinderName f ++ " :: "
      ++ (if null vs then "" else "forall " ++ unwords vs ++ ". ")
      ++ prettyContext ctx ++ prettyType t
  DMeasure (Measure m mt eqs) ->
    "measure " ++ m ++ maybe "" ((" :: " ++) . prettyType) mt
      ++ concatMap (("\n  " ++) . prettyEqn m) eqs
  DInvariant t -> "invariant " ++ prettyType t
  DAlias (Alias n ps t) ->
    "type " ++ unwords (n : map aliasParamName ps) ++ " = " ++ prettyType t
  DPredAlias (PredAlias n ps e) ->
    "predicate " ++ unwords (n : ps) ++ " = " ++ prettyExpr e
  DPragma s -> "LIQUID " ++ show s
  DIgnored k -> k ++ " ..."
  DExact f -> "inline " ++ f
  DTrusted f -> "ignore " ++ f
  DAbstract f -> "-- " ++ f ++ " has abstract refinements"
  DClass (ClassSpec inst c as ms) ->
    (if inst then "instance " else "class ") ++ unwords (c : map (prettyTypeAt 2) as) ++ " where"
      ++ concatMap (("\n  " ++) . prettyDecl . DSig) ms
  DData (DataSpec t ps cs) ->
    "data " ++ unwords (t : ps) ++ " = "
      ++ intercalate " | " [ unwords (prettyBinderName c : [ "(" ++ maybe "" (++ " :: ") f ++ prettyType ft ++ ")" | (f, ft) <- fs ])
                           | (c, fs) <- cs ]

prettyBinderName :: Name -> String
prettyBinderName f
  | isOperatorName f = "(" ++ f ++ ")"
  | otherwise = f

isOperatorName :: Name -> Bool
isOperatorName f = case reverse f of
  c : _ -> not (isAlpha c || c `elem` "_'" || c `elem` ['0' .. '9']) && f /= "[]" && f /= "()"
  [] -> False

prettyContext :: [Constraint] -> String
prettyContext [] = ""
prettyContext [c] = prettyConstraint c ++ " => "
prettyContext cs = "(" ++ intercalate ", " (map prettyConstraint cs) ++ ") => "

prettyConstraint :: Constraint -> String
prettyConstraint (c, ts) = unwords (c : map (prettyTypeAt 2) ts)

prettyEqn :: Name -> MeasureEqn -> String
prettyEqn m (MeasureEqn c xs e) = m ++ " " ++ pat ++ " = " ++ prettyExpr e
  where
    pat = case (c, xs) of
      (_, []) -> c
      ("(,)", _) -> "(" ++ intercalate ", " xs ++ ")"
      (_, [a, b]) | isOperatorName c -> "(" ++ a ++ " " ++ c ++ " " ++ b ++ ")"
      _ -> "(" ++ unwords (prettyBinderName c : xs) ++ ")"

-- | The canonical text of a type.
prettyType :: RType -> String
prettyType = prettyTypeAt 0

-- | Precedence 0: a function type is fine; 1: an application is fine; 2: an atom.
prettyTypeAt :: Int -> RType -> String
prettyTypeAt p t = case t of
  RFun b a r -> paren (p > 0) $
    maybe "" (++ ":") b ++ prettyTypeAt 1 a ++ " -> " ++ prettyTypeAt 0 r
  RExpr e -> case e of
    EInt n | n >= 0 -> show n
    _ -> "{" ++ prettyExpr e ++ "}"
  RApp h ts Nothing -> plain h ts
  RApp h ts (Just (Refinement v e)) ->
    "{" ++ v ++ ":" ++ plain' h ts ++ " | " ++ prettyExpr e ++ "}"
  where
    plain h ts = case h of
      TList -> "[" ++ concatMap prettyType ts ++ "]"
      TTuple _ -> "(" ++ intercalate ", " (map prettyType ts) ++ ")"
      TUnit -> "()"
      _ | null ts -> headName h
        | otherwise -> paren (p > 1) (unwords (headName h : map (prettyTypeAt 2) ts))
    -- inside braces an application needs no parentheses
    plain' h ts = case h of
      TCon _ | not (null ts) -> unwords (headName h : map (prettyTypeAt 2) ts)
      TVar _ | not (null ts) -> unwords (headName h : map (prettyTypeAt 2) ts)
      _ -> plain h ts
    headName (TCon c) = c
    headName (TVar a) = a
    headName TList = "[]"
    headName (TTuple n) = "(" ++ replicate (n - 1) ',' ++ ")"
    headName TUnit = "()"

paren :: Bool -> String -> String
paren True s = "(" ++ s ++ ")"
paren False s = s

-- | The canonical text of an expression: the fewest parentheses the grammar of
-- "G2.Liquid.Parse" needs.
--
-- Precedences (higher binds tighter): @<=>@ 1, @=>@ 2 (right), @||@ 3 (right),
-- @&&@ 4 (right), @not@ 5, comparisons 6 (none), @mod@ 7 (left: Note [The
-- precedence of mod] in "G2.Liquid.Parse"), @+ -@ 8 (left), @* /@ 9 (left), unary
-- minus 10, application 11.
prettyExpr :: Expr -> String
prettyExpr = go 0
  where
    go :: Int -> Expr -> String
    go p e = case e of
      EVar x -> x
      EInt n | n < 0 -> paren (p > 10) ("-" ++ show (negate n))
             | otherwise -> show n
      EBool b -> if b then "true" else "false"
      EApp f as -> paren (p > 10) (unwords (f : map (go 11) as))
      ENeg a -> paren (p > 10) ("-" ++ go 11 a)
      EArith o a b ->
        let q = case o of
              Mod -> 7
              _ | o `elem` [Plus, Minus] -> 8
                | otherwise -> 9
        in paren (p > q) (go q a ++ " " ++ arithOp o ++ " " ++ go (q + 1) b)
      ECmp o a b -> paren (p > 6) (go 7 a ++ " " ++ cmpOp o ++ " " ++ go 7 b)
      ENot a -> paren (p > 5) ("not " ++ go 6 a)
      EAnd a b -> paren (p > 4) (go 5 a ++ " && " ++ go 4 b)
      EOr a b -> paren (p > 3) (go 4 a ++ " || " ++ go 3 b)
      EImp a b -> paren (p > 2) (go 3 a ++ " => " ++ go 2 b)
      EIff a b -> paren (p > 1) (go 2 a ++ " <=> " ++ go 2 b)
      EIte c a b -> paren (p > 0) ("if " ++ go 0 c ++ " then " ++ go 0 a ++ " else " ++ go 0 b)
      ELam xs a -> paren (p > 0) ("\\" ++ unwords xs ++ " -> " ++ go 0 a)
    arithOp o = case o of
      Plus -> "+"; Minus -> "-"; Times -> "*"; Div -> "/"; Mod -> "mod"
    cmpOp o = case o of
      Eq -> "=="; Ne -> "/="; Lt -> "<"; Le -> "<="; Gt -> ">"; Ge -> ">="
