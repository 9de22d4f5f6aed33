{-# LANGUAGE TemplateHaskellQuotes #-}
-- | @$(derivingG2Rep ''T)@: a 'G2Rep' instance for a user data type, written out
-- constructor by constructor (no 'Generic' or 'Data' instance needed). Every type
-- parameter gets a @G2Rep@ constraint, so the parameters must be of kind @Type@.
module G2.Query.TH (derivingG2Rep) where

import Control.Monad (forM, replicateM)
import Language.Haskell.TH

import G2.Query.Term

-- | Derives @instance (G2Rep a, ...) => G2Rep (T a ...)@ for a data type or newtype
-- with ordinary (Haskell 98 or record) constructors. A newtype is represented by its
-- field's term, as in Core and docs/wire-format.md ("Terms": newtype constructors are
-- not sent).
derivingG2Rep :: Name -> Q [Dec]
derivingG2Rep ty = do
  info <- reify ty
  (tvs, cons, isNewtype) <- case info of
    TyConI (DataD _ _ tvs _ cons _) -> pure (tvs, cons, False)
    TyConI (NewtypeD _ _ tvs _ c _) -> pure (tvs, [c], True)
    _ -> fail ("derivingG2Rep: " ++ show ty ++ " is not a data type or newtype")
  shapes <- mapM (conShape ty) cons
  let params = map tvName tvs
      ctx = [AppT (ConT ''G2Rep) (VarT p) | p <- params]
      headTy = AppT (ConT ''G2Rep) (foldl AppT (ConT ty) (map VarT params))
  toClauses <- forM shapes $ \(c, arity) -> do
    xs <- replicateM arity (newName "x")
    pure (Clause [ConP c (map VarP xs)]
            (NormalB (AppE (AppE (ConE 'G2Con) (conNameExp c))
                           (ListE [AppE (VarE 'toG2Term) (VarE x) | x <- xs]))) [])
  t <- newName "t"
  fromMatches <- forM shapes $ \(c, arity) -> do
    xs <- replicateM arity (newName "x")
    pure (Match (ConP 'G2Con [conNamePat c, ListP (map VarP xs)])
            (NormalB (foldl AppE (ConE c) [AppE (VarE 'fromG2Term) (VarE x) | x <- xs])) [])
  -- G2Any (a part the run never looked at): the first constructor, any fields.
  let anyValue = [ Match (ConP 'G2Any [])
                     (NormalB (foldl AppE (ConE c) (replicate arity (AppE (VarE 'fromG2Term) (ConE 'G2Any))))) []
                 | (c, arity) <- take 1 shapes ]
      failure = Match WildP (NormalB (AppE (AppE (VarE 'decodeFailure)
                                                   (LitE (StringL (nameBase ty)))) (VarE t))) []
      toDec = FunD 'toG2Term (if null toClauses
                                then [Clause [VarP t] (NormalB (CaseE (VarE t) [])) []]
                                else toClauses)
      fromDec = FunD 'fromG2Term
        [Clause [VarP t] (NormalB (CaseE (VarE t) (fromMatches ++ anyValue ++ [failure]))) []]
  x <- newName "x"
  let newtypeDecs c =
        [ FunD 'toG2Term [Clause [ConP c [VarP x]] (NormalB (AppE (VarE 'toG2Term) (VarE x))) []]
        , FunD 'fromG2Term [Clause [VarP t] (NormalB (AppE (ConE c) (AppE (VarE 'fromG2Term) (VarE t)))) []] ]
  pure [InstanceD Nothing ctx headTy (case shapes of
          [(c, 1)] | isNewtype -> newtypeDecs c
          _ -> [toDec, fromDec])]

-- | A constructor's name and arity; GADT and existential constructors are refused.
conShape :: Name -> Con -> Q (Name, Int)
conShape ty c = case c of
  NormalC n fields -> pure (n, length fields)
  RecC n fields -> pure (n, length fields)
  InfixC _ n _ -> pure (n, 2)
  _ -> fail ("derivingG2Rep: " ++ show ty ++ " has a constructor with a forall, a context "
             ++ "or GADT syntax; only ordinary constructors are supported")

tvName :: TyVarBndr () -> Name
tvName (PlainTV n _) = n
tvName (KindedTV n _ _) = n

-- | The constructor's original name as a 'ConName' expression and pattern.
conNameExp :: Name -> Exp
conNameExp c = AppE (AppE (ConE 'ConName) (LitE (StringL (modOf c)))) (LitE (StringL (nameBase c)))

conNamePat :: Name -> Pat
conNamePat c = ConP 'ConName [LitP (StringL (modOf c)), LitP (StringL (nameBase c))]

modOf :: Name -> String
modOf c = maybe (error ("derivingG2Rep: " ++ show c ++ " has no module")) id (nameModule c)

