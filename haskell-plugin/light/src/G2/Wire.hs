{-# LANGUAGE BangPatterns #-}
{-# LANGUAGE NamedFieldPuns #-}
-- | The Core serializer: one module's desugared Core in the wire format of
-- docs/wire-format.md (version 'wireVersion'). That document is the contract; this
-- module follows it section by section.
--
-- The file's tables (strings, names, type constructors) come before the bindings that
-- refer to them, so the bindings are written first into builders while the tables are
-- collected in a state, and the file is assembled at the end.
--
-- Note [Type synonyms]
-- ~~~~~~~~~~~~~~~~~~~~
-- Types are written after 'coreView', so type synonyms are always expanded and a
-- synonym never appears in a type or in the tycon table. Type families stay (flavour 4).
--
-- Note [Promoted data constructors]
-- ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
-- A promoted data constructor ('Z, 'S n of DataKinds; 'LiftedRep in TYPE 'LiftedRep)
-- is a TyCon whose Name is the data constructor's. A user's is written as a type
-- constructor application (tag 1) naming the data constructor itself (sort SDataCon,
-- so the name keeps one sort): the engine tells GADT indices apart by them (a
-- `Vec ('S n) a` input is never VNil). GHC.Types' own (RuntimeRep, Levity, the vector
-- kinds), which occur only in kinds, stay the opaque type (tag 7).
module G2.Wire
  ( wireVersion
  , WireModule (..)
  , Provenance (..)
  , Gap (..)
  , mkWireModule
  , mkWireModuleM
  , WireTables (..)
  , encodeModule
  ) where

import Control.Monad (when)
import Control.Monad.Trans.State.Strict (State, gets, modify', runState)
import qualified Data.ByteString as BS
import Data.ByteString.Builder
  (Builder, byteString, string7, word32LE, word64LE, word8)
import qualified Data.ByteString.Char8 as BC
import qualified Data.IntMap.Strict as IM
import qualified Data.IntSet as IS
import Data.List (elemIndex)
import Data.Ratio (denominator, numerator)
import Data.Word (Word32, Word8)
import Data.Functor.Identity (runIdentity)

import G2.Plugin.GHC

-- | The wire-format version this serializer writes.
wireVersion :: Word32
wireVersion = 4

-- | What goes into one file: the module's own bindings and the unfoldings it reaches.
data WireModule = WireModule
  { wmName      :: FastString
  , wmBinds     :: [CoreBind]   -- ^ 'mg_binds', in order
  , wmExternals :: [(Provenance, CoreBind)]  -- ^ one 'NonRec' per imported id defined
  , wmInsts     :: [ClsInst]
  , wmGaps      :: [Gap]        -- ^ imported ids reached that have no definition
  , wmTopLevel  :: IS.IntSet    -- ^ uniques of the binders of 'wmBinds'
  , wmFixity    :: Name -> Maybe Fixity
    -- ^ the declared fixity of a data constructor ('G2.Plugin.Fixity'); Nothing is
    -- GHC's default, infixl 9
  }

-- | Where the definition of an external comes from (docs/wire-format.md), for the
-- engine's coverage report.
data Provenance
  = FromInterface  -- ^ the id's unfolding in its interface file
  | FromModel      -- ^ the model standing for the id (Note [Models] in "G2.Models.Table")
  | InModelModule  -- ^ the id is a helper of a model module, reached from a model
  deriving (Eq, Show)

-- | An imported id the module reaches that has neither an unfolding nor a model, and
-- why, in the user's words (Note [Code of other modules] in "G2.Plugin.Light").
data Gap = Gap
  { gapId :: Id
  , gapUserCanSupply :: Bool
    -- ^ the user can make its code available (its module was compiled without the
    -- plugin), so the engine stops at the first path that needs it
  , gapReason :: String
  }

provenanceCode :: Provenance -> Word8
provenanceCode p = case p of FromInterface -> 0; FromModel -> 1; InModelModule -> 2

-- | Gathers the externals of a module: every referenced global id not bound by the
-- module whose unfolding template is available, transitively over those unfoldings,
-- in first-reference order. No models (see 'mkWireModuleM').
mkWireModule :: FastString -> [CoreBind] -> [ClsInst] -> WireModule
mkWireModule name binds insts =
  fst (runIdentity (mkWireModuleM (\_ -> pure Nothing) name binds insts []))

-- | 'mkWireModule' with a source of model definitions (Note [Models] in
-- "G2.Models.Table"): for a referenced global id, @model v@ may give an expression of
-- the same type to serialize as @v@'s binding (binder = the original id) in place of
-- its unfolding, if any, and where it comes from; the worklist then continues into that
-- expression. Also returns the global ids reached that have neither an unfolding nor a
-- model (ordinary ids only: data constructors, class methods, primops and foreign
-- calls need no definition), each with the external whose definition first referred
-- to it (none: the module itself).
--
-- @roots@ are global ids to define whether or not the module refers to them (the
-- builders of container inputs: 'G2.Plugin.Models.inputBuilders').
mkWireModuleM :: Monad m => (Id -> m (Maybe (Provenance, CoreExpr))) -> FastString
              -> [CoreBind] -> [ClsInst] -> [Id] -> m (WireModule, [(Id, Maybe Id)])
mkWireModuleM model name binds insts roots = do
  (externals, missing) <- go top [ (v, Nothing) | v <- concatMap bindRefs binds ++ roots ]
  pure ( WireModule { wmName = name, wmBinds = binds, wmExternals = externals, wmGaps = []
                    , wmInsts = insts, wmTopLevel = top, wmFixity = const Nothing }
       , missing )
  where
    top = IS.fromList [ key v | b <- binds, v <- bindersOf b ]
    go _ [] = pure ([], [])
    go seen ((v, from) : vs)
      | IS.member (key v) seen = go seen vs
      | not (isGlobalId v) = go seen vs
      | otherwise = do
          m <- model v
          case m of
            Just (prov, rhs) -> found prov rhs
            Nothing
              | Just rhs <- maybeUnfoldingTemplate (realIdUnfolding v) -> found FromInterface rhs
              | needsDefinition v -> do
                  (es, ms) <- go seen' vs
                  pure (es, (v, from) : ms)
              | otherwise -> go seen' vs
      where
        seen' = IS.insert (key v) seen
        found prov rhs = do
          (es, ms) <- go seen' ([ (r, Just v) | r <- exprRefs rhs ] ++ vs)
          pure ((prov, NonRec v rhs) : es, ms)

-- | Whether an id without an unfolding is a gap: an ordinary function or value.
needsDefinition :: Id -> Bool
needsDefinition v = case idDetails v of
  RecSelId {} -> False
  DataConWorkId _ -> False
  ClassOpId _ -> False
  PrimOpId _ -> False
  FCallId _ -> False
  _ -> True

key :: Var -> Int
key = getKey . varUnique

bindersOf :: CoreBind -> [Var]
bindersOf (NonRec b _) = [b]
bindersOf (Rec bs) = map fst bs

bindRefs :: CoreBind -> [Id]
bindRefs (NonRec _ e) = exprRefs e
bindRefs (Rec bs) = concatMap (exprRefs . snd) bs

-- | The ids occurring in an expression, in left-to-right order (with repeats).
exprRefs :: CoreExpr -> [Id]
exprRefs e0 = go e0 []
  where
    go (Var v) acc | isId v = v : acc
    go (App f a) acc = go f (go a acc)
    go (Lam _ b) acc = go b acc
    go (Let (NonRec _ r) b) acc = go r (go b acc)
    go (Let (Rec bs) b) acc = foldr (go . snd) (go b acc) bs
    go (Case s _ _ alts) acc = go s (foldr (\(_, _, r) -> go r) acc alts)
    go (Cast x _) acc = go x acc
    go (Tick _ x) acc = go x acc
    go _ acc = acc

-- | Sizes of the tables that were written, for the census.
data WireTables = WireTables { wtTyCons :: !Int, wtDataCons :: !Int }

------------------------------------------------------------------------------------------
-- State

data St = St
  { stStrings   :: !(IM.IntMap Word32)   -- ^ FastString unique -> string index
  , stStringOut :: !(IM.IntMap Builder)  -- ^ string index -> entry
  , stNStrings  :: !Int                  -- ^ size of 'stStrings' ('IM.size' is O(n))
  , stNames     :: !(IM.IntMap Word32)   -- ^ Name unique -> name index
  , stNameOut   :: !(IM.IntMap Builder)  -- ^ name index -> entry
  , stNNames    :: !Int                  -- ^ size of 'stNames'
  , stTyConSeen :: !IS.IntSet
  , stTyConTodo :: [TyCon]               -- ^ reached, not yet written (a stack)
  }

type W = State St

u8 :: Word8 -> Builder
u8 = word8

u32 :: Int -> Builder
u32 = word32LE . fromIntegral

list :: (a -> W Builder) -> [a] -> W Builder
list f xs = do
  bs <- mapM f xs
  pure (u32 (length xs) <> mconcat bs)

rawStr :: BS.ByteString -> Builder
rawStr bs = u32 (BS.length bs) <> byteString bs

intB :: Integer -> Builder
intB n = let s = show n in u32 (length s) <> string7 s

-- | A string-table index.
sidx :: FastString -> W Builder
sidx fs = do
  let k = uniqueOfFS fs
  m <- gets stStrings
  case IM.lookup k m of
    Just i -> pure (word32LE i)
    Nothing -> do
      i <- gets (fromIntegral . stNStrings)
      modify' $ \s -> s { stStrings = IM.insert k i (stStrings s), stNStrings = stNStrings s + 1
                        , stStringOut = IM.insert (fromIntegral i) (rawStr (bytesFS fs)) (stStringOut s) }
      pure (word32LE i)

noneIdx :: Builder
noneIdx = word32LE 0xFFFFFFFF

------------------------------------------------------------------------------------------
-- Names

data Sort
  = SLocal | SGlobal | SDataCon | SPrimOp | SClassOp Class Int | SField | SDFun
  | STyVar | STyCon | SForeign

sortCode :: Sort -> Word8
sortCode s = case s of
  SLocal -> 0; SGlobal -> 1; SDataCon -> 2; SPrimOp -> 3; SClassOp _ _ -> 4
  SField -> 5; SDFun -> 6; STyVar -> 7; STyCon -> 8; SForeign -> 9

-- | A name-table index; the entry is written the first time a name is seen.
nidx :: FastString -> Name -> Sort -> W Builder
nidx this n sort = do
  let k = getKey (nameUnique n)
  m <- gets stNames
  case IM.lookup k m of
    Just i -> pure (word32LE i)
    Nothing -> do
      i <- gets (fromIntegral . stNNames)
      modify' $ \s -> s { stNames = IM.insert k i (stNames s), stNNames = stNNames s + 1 }
      modB <- case (sort, nameModule_maybe n) of
        (SLocal, _) -> pure noneIdx
        (STyVar, Nothing) -> pure noneIdx
        (_, Just md) -> sidx (moduleNameFS (moduleName md))
        -- An internal name bound at top level (GHC's $krep, lvl ...): several may share
        -- an occurrence, so like local names they are identified by their unique.
        (_, Nothing) -> pure noneIdx
      occB <- sidx (occNameFS (nameOccName n))
      extra <- case sort of
        SClassOp cls ix -> do
          c <- tyConIdx this (classTyCon cls)
          pure (c <> u32 ix)
        _ -> pure mempty
      spanB <- srcSpanB (nameSrcSpan n)
      let entry = modB <> occB <> word64LE (fromIntegral k) <> u8 (sortCode sort)
                  <> extra <> spanB
      modify' $ \s -> s { stNameOut = IM.insert (fromIntegral i) entry (stNameOut s) }
      pure (word32LE i)

srcSpanB :: SrcSpan -> W Builder
srcSpanB (RealSrcSpan r _) = realSpanB r
srcSpanB _ = pure (u8 0)

realSpanB :: RealSrcSpan -> W Builder
realSpanB r = do
  f <- sidx (srcSpanFile r)
  pure $ u8 1 <> f <> u32 (srcSpanStartLine r) <> u32 (srcSpanStartCol r)
      <> u32 (srcSpanEndLine r) <> u32 (srcSpanEndCol r)

-- | Context needed to classify variables.
data Ctx = Ctx { cxThis :: FastString, cxTop :: IS.IntSet, cxFixity :: Name -> Maybe Fixity }

varIdx :: Ctx -> Var -> W Builder
varIdx cx v = nidx (cxThis cx) (varName v) (varSort cx v)

varSort :: Ctx -> Var -> Sort
varSort cx v
  | isTyVar v = STyVar
  | otherwise = case idDetails v of
      DataConWorkId _ -> SDataCon
      PrimOpId _ -> SPrimOp
      ClassOpId cls -> SClassOp cls (maybe 0 id (elemIndex v (classAllSelIds cls)))
      RecSelId {} -> SField
      DFunId _ -> SDFun
      FCallId _ -> SForeign
      TickBoxOpId _ -> SForeign
      _ | isGlobalId v || IS.member (key v) (cxTop cx) -> SGlobal
        | otherwise -> SLocal

tyConIdx :: FastString -> TyCon -> W Builder
tyConIdx this tc = do
  let k = getKey (getUnique tc)
  seen <- gets stTyConSeen
  when (not (IS.member k seen)) $
    modify' $ \s -> s { stTyConSeen = IS.insert k seen, stTyConTodo = tc : stTyConTodo s }
  nidx this (tyConName tc) STyCon

dataConIdx :: FastString -> DataCon -> W Builder
dataConIdx this dc = do
  _ <- tyConIdx this (dataConTyCon dc)
  nidx this (dataConName dc) SDataCon

------------------------------------------------------------------------------------------
-- Types

typeB :: Ctx -> Type -> W Builder
typeB cx t | Just t' <- coreView t = typeB cx t'
typeB cx t = case t of
  TyVarTy v -> (u8 0 <>) <$> varIdx cx v
  TyConApp tc args
    | Just dc <- isPromotedDataCon_maybe tc       -- Note [Promoted data constructors]
    , fmap (moduleNameString . moduleName) (nameModule_maybe (dataConName dc)) /= Just "GHC.Types" -> do
        c <- dataConIdx (cxThis cx) dc
        as <- list (typeB cx) args
        pure (u8 1 <> c <> as)
    | isPromotedDataCon tc -> pure (u8 7)
    | otherwise -> do
        c <- tyConIdx (cxThis cx) tc
        as <- list (typeB cx) args
        pure (u8 1 <> c <> as)
  FunTy { ft_arg = a, ft_res = r } -> do
    a' <- typeB cx a
    r' <- typeB cx r
    pure (u8 2 <> a' <> r')
  ForAllTy (Bndr v _) body -> do
    v' <- varIdx cx v
    k <- typeB cx (varType v)
    b <- typeB cx body
    pure (u8 3 <> v' <> k <> b)
  AppTy f a -> do
    f' <- typeB cx f
    a' <- typeB cx a
    pure (u8 4 <> f' <> a')
  LitTy (NumTyLit n) -> pure (u8 5 <> intB n)
  LitTy (StrTyLit s) -> pure (u8 6 <> rawStr (bytesFS s))
  CastTy ty _ -> typeB cx ty
  CoercionTy _ -> pure (u8 7)

------------------------------------------------------------------------------------------
-- Expressions

binderB :: Ctx -> Var -> W Builder
binderB cx v = do
  n <- varIdx cx v
  t <- typeB cx (varType v)
  pure (n <> t)

exprB :: Ctx -> CoreExpr -> W Builder
exprB cx e = case e of
  Var v -> (u8 0 <>) <$> varIdx cx v
  Lit l -> pure (u8 1 <> litB l)
  App f a -> do
    f' <- exprB cx f
    a' <- exprB cx a
    pure (u8 2 <> f' <> a')
  Lam b body -> do
    b' <- binderB cx b
    body' <- exprB cx body
    pure (u8 3 <> b' <> body')
  Let bind body -> do
    b' <- bindB cx bind
    body' <- exprB cx body
    pure (u8 4 <> b' <> body')
  Case scrut b ty alts -> do
    s' <- exprB cx scrut
    b' <- binderB cx b
    t' <- typeB cx ty
    as <- list (altB cx) alts
    pure (u8 5 <> s' <> b' <> t' <> as)
  Cast x co -> do
    x' <- exprB cx x
    t' <- typeB cx (coercionRKind co)
    pure (u8 6 <> x' <> t')
  Tick t x -> do
    sp <- case t of
      SourceNote { sourceSpan } -> realSpanB sourceSpan
      _ -> pure (u8 0)
    x' <- exprB cx x
    pure (u8 7 <> sp <> x')
  Type t -> (u8 8 <>) <$> typeB cx t
  Coercion _ -> pure (u8 9)

altB :: Ctx -> Alt Var -> W Builder
altB cx (con, bs, rhs) = do
  c <- case con of
    DataAlt dc -> (u8 0 <>) <$> dataConIdx (cxThis cx) dc
    LitAlt l -> pure (u8 1 <> litB l)
    DEFAULT -> pure (u8 2)
  bs' <- list (binderB cx) bs
  rhs' <- exprB cx rhs
  pure (c <> bs' <> rhs')

bindB :: Ctx -> CoreBind -> W Builder
bindB cx (NonRec b rhs) = do
  b' <- binderB cx b
  r' <- exprB cx rhs
  pure (u8 0 <> b' <> r')
bindB cx (Rec pairs) = do
  ps <- list (\(b, rhs) -> (<>) <$> binderB cx b <*> exprB cx rhs) pairs
  pure (u8 1 <> ps)

externalB :: Ctx -> (Provenance, CoreBind) -> W Builder
externalB cx (prov, b) = (u8 (provenanceCode prov) <>) <$> bindB cx b

gapB :: Ctx -> Gap -> W Builder
gapB cx g = do
  n <- varIdx cx (gapId g)
  pure (n <> u8 (if gapUserCanSupply g then 1 else 0) <> rawStr (bytesFS (mkFastString (gapReason g))))

litB :: Literal -> Builder
litB l = case l of
  LitChar c -> u8 0 <> u32 (fromEnum c)
  LitNumber ty n -> u8 1 <> u8 (numTy ty) <> intB n
  LitString bs -> u8 2 <> rawStr bs
  LitFloat r -> u8 3 <> intB (numerator r) <> intB (denominator r)
  LitDouble r -> u8 4 <> intB (numerator r) <> intB (denominator r)
  LitNullAddr -> u8 5
  LitRubbish -> u8 6
  LitLabel fs _ _ -> u8 7 <> rawStr (bytesFS fs)
  where
    numTy t = case t of
      LitNumInteger -> 0; LitNumNatural -> 1; LitNumInt -> 2
      LitNumInt64 -> 3; LitNumWord -> 4; LitNumWord64 -> 5

------------------------------------------------------------------------------------------
-- Type constructors and instances

-- | Flavour code and the data constructors written for a tycon.
tyConShape :: TyCon -> (Word8, [DataCon])
tyConShape tc
  | isClassTyCon tc = (2, tyConDataCons tc)
  | isNewTyCon tc = (1, tyConDataCons tc)
  | isAbstractTyCon tc = (3, [])
  | isAlgTyCon tc = (0, tyConDataCons tc)
  | isTypeSynonymTyCon tc || isFamilyTyCon tc = (4, [])
  | otherwise = (3, [])

tyConB :: Ctx -> TyCon -> W (Builder, Int)
tyConB cx tc = do
  let (flavour, dcs) = tyConShape tc
  n <- nidx (cxThis cx) (tyConName tc) STyCon
  tvs <- list (varIdx cx) (map binderVar (tyConBinders tc))
  dcs' <- list (dataConB cx) dcs
  pure (n <> u8 flavour <> tvs <> dcs', length dcs)

dataConB :: Ctx -> DataCon -> W Builder
dataConB cx dc = do
  n <- nidx (cxThis cx) (dataConName dc) SDataCon
  let univ = dataConUnivTyVars dc
      tvs = univ ++ dataConExTyCoVars dc
      tys = map scaledThing (dataConRepArgTys dc)
      marks = dataConRepStrictness dc
      labels = fieldLabels dc (length tys)
  tvs' <- list (varIdx cx) tvs
  fs <- list (fieldB cx) (zip3 tys (marks ++ repeat NotMarkedStrict) labels)
  pure (n <> u32 (dataConTag dc) <> u32 (length univ) <> tvs' <> fs
          <> u32 (length (dataConTheta dc)) <> fixityB cx dc)

-- | How derived 'Show' writes the constructor: prefix (0), or declared infix (1) with
-- its precedence (the engine prints values as GHC's @show@ does).
fixityB :: Ctx -> DataCon -> Builder
fixityB cx dc
  | dataConIsInfix dc = u8 1 <> u8 (fromIntegral prec)
  | otherwise = u8 0 <> u8 9
  where prec = maybe 9 (\(Fixity _ p _) -> p) (cxFixity cx (dataConName dc))

-- | Field labels aligned with the representation arguments. Labels name the source
-- arguments, which are the last representation arguments (after constraint
-- dictionaries) unless a field was unpacked; then no labels are written.
fieldLabels :: DataCon -> Int -> [Maybe FastString]
fieldLabels dc nRep
  | null labels || any unpacked (dataConImplBangs dc) || nLab > nRep = replicate nRep Nothing
  | otherwise = replicate (nRep - nLab) Nothing ++ map Just labels
  where
    labels = map flLabel (dataConFieldLabels dc)
    nLab = length labels
    unpacked b = case b of HsUnpack _ -> True; _ -> False

fieldB :: Ctx -> (Type, StrictnessMark, Maybe FastString) -> W Builder
fieldB cx (ty, mark, label) = do
  t <- typeB cx ty
  l <- maybe (pure noneIdx) sidx label
  let s = case mark of MarkedStrict -> 1; NotMarkedStrict -> 0
  pure (t <> u8 s <> l)

instanceB :: Ctx -> ClsInst -> W Builder
instanceB cx inst = do
  d <- varIdx cx (is_dfun inst)
  c <- tyConIdx (cxThis cx) (classTyCon (is_cls inst))
  ts <- list (typeB cx) (is_tys inst)
  pure (d <> c <> ts)

-- | Writes the tycon table: pops reached tycons until none is left (writing one may
-- reach more through its constructors' field types).
drainTyCons :: Ctx -> W ([Builder], Int, Int)
drainTyCons cx = go [] 0 0
  where
    go acc !nTc !nDc = do
      todo <- gets stTyConTodo
      case todo of
        [] -> pure (reverse acc, nTc, nDc)
        (tc : rest) -> do
          modify' $ \s -> s { stTyConTodo = rest }
          (b, n) <- tyConB cx tc
          go (b : acc) (nTc + 1) (nDc + n)

------------------------------------------------------------------------------------------
-- The file

-- | The bytes of a module, and the sizes of the tables written.
encodeModule :: WireModule -> (Builder, WireTables)
encodeModule wm = (file, WireTables nTc nDc)
  where
    cx = Ctx { cxThis = wmName wm, cxTop = wmTopLevel wm, cxFixity = wmFixity wm }
    st0 = St IM.empty IM.empty 0 IM.empty IM.empty 0 IS.empty []
    ((binds, exts, gaps, insts, tcs, nTc, nDc), st) = flip runState st0 $ do
      b <- list (bindB cx) (wmBinds wm)
      e <- list (externalB cx) (wmExternals wm)
      g <- list (gapB cx) (wmGaps wm)
      i <- list (instanceB cx) (wmInsts wm)
      (t, n1, n2) <- drainTyCons cx
      pure (b, e, g, i, t, n1, n2)
    table m = u32 (IM.size m) <> mconcat (IM.elems m)   -- once per file
    file = byteString (BC.pack "G2CORE\0\0") <> word32LE wireVersion
      <> rawStr (bytesFS (wmName wm))
      <> table (stStringOut st)
      <> table (stNameOut st)
      <> u32 nTc <> mconcat tcs
      <> binds <> exts <> gaps <> insts
      <> byteString (BC.pack "END!")
