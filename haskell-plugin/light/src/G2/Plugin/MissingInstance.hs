-- | The plugin's type-checker pass: when a query needs a 'G2.Query.Term.G2Rep' instance
-- that no instance can ever give, say how to get one, beside GHC's own
-- "No instance for (G2Rep T)".
--
-- Note [Suggesting derivingG2Rep]
-- ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
-- A query over a user type without a G2Rep instance fails with GHC's "No instance for
-- (G2Rep Color)", which does not say that the fix is @$(derivingG2Rep ''Color)@. A
-- catch-all instance with a custom type error once said so, and broke valid programs
-- (Note [A missing G2Rep instance] in "G2.Query.Term"): an instance takes part in
-- solving. This pass does not: it is a type-checker plugin that acts only on a wanted
-- @G2Rep (T ...)@ that can never be solved, and then reports an error in GHC's place:
--
-- * its type is headed by a type constructor T (not a variable, not a family), so no
--   later unification can change which instance it needs;
-- * no instance of G2Rep in scope could match T (an instance whose head is a type
--   variable could, so any such instance silences the hint);
-- * no given constraint mentions G2Rep (a given, or a superclass of one, would solve it);
-- * errors are not deferred (-fdefer-type-errors turns GHC's error into a warning;
--   an added error would stop a build GHC lets through).
--
-- Such a program is already rejected by GHC, so the pass changes no program's meaning:
-- it replaces GHC's message (which shows the rewritten query) by one that names the
-- fix, and marks the wanted solved with evidence that never runs, since the module
-- stops at the error.
-- GHC may call the plugin several times for the same constraint; each (position,
-- type constructor) is reported once.
module G2.Plugin.MissingInstance (missingInstancePlugin) where

import Data.IORef (IORef, atomicModifyIORef', newIORef)
import Data.List (intercalate)
import qualified Data.Set as Set

import G2.Plugin.GHC

missingInstancePlugin :: TcPlugin
missingInstancePlugin = TcPlugin
  { tcPluginInit = tcPluginIO (newIORef Set.empty)
  , tcPluginSolve = suggest
  , tcPluginStop = \_ -> pure ()
  }

-- | For each hopeless G2Rep wanted: reports the hint (once per position and type) and
-- takes the wanted off GHC's hands, so GHC's own message, which shows the rewritten
-- query, does not follow ours. The evidence is an error call that never runs: the
-- reported error stops the module before desugaring.
suggest :: IORef (Set.Set (String, String)) -> [Ct] -> [Ct] -> [Ct] -> TcPluginM TcPluginResult
suggest reported givens _ wanteds
  | null candidates = pure (TcPluginOk [] [])
  | otherwise = do
      dflags <- unsafeTcPluginTcM getDynFlags
      envs <- getInstEnvs
      let hopeless = [ (ct, ty, tc) | (cls, ct, ty, tc) <- candidates, not (mayMatch envs cls tc) ]
      if gopt Opt_DeferTypeErrors dflags || any (mentionsG2Rep . ctPred) givens then pure (TcPluginOk [] []) else do
        mapM_ (report dflags reported) hopeless
        pure (TcPluginOk [ (EvExpr (mkAbsentErrorApp (ctPred ct) "G2Rep"), ct) | (ct, _, _) <- hopeless ] [])
  where
    candidates = [ (cls, ct, (ty, length args), tc)
                 | ct <- wanteds
                 , ClassPred cls [ty] <- [classifyPredType (ctPred ct)]
                 , isG2Rep (className cls)
                 , Just (tc, args) <- [tcSplitTyConApp_maybe ty]
                 , not (isFamilyTyCon tc) ]

-- | Whether an instance of the class could match a type headed by the constructor.
mayMatch :: InstEnvs -> Class -> TyCon -> Bool
mayMatch envs cls tc = any fits (classInstances envs cls)
  where
    fits inst = case is_tcs inst of
      [Just n] -> n == tyConName tc
      _ -> True

report :: DynFlags -> IORef (Set.Set (String, String)) -> (Ct, (Type, Int), TyCon) -> TcPluginM ()
report dflags reported (ct, (ty, arity), tc) = do
  let at = RealSrcSpan (ctLocSpan (ctLoc ct)) Nothing
      key = (show at, nameString)
      nameString = occNameString (nameOccName (tyConName tc))
  fresh <- tcPluginIO (atomicModifyIORef' reported (\s -> (Set.insert key s, not (Set.member key s))))
  if fresh then unsafeTcPluginTcM (addErrAt at (hint (showSDoc dflags (pprParendType ty)) nameString arity)) else pure ()

-- | The message, in terms of the type as GHC shows it and its constructor's name.
hint :: String -> String -> Int -> SDoc
hint ty t arity = vcat
  [ text ("No instance for (G2Rep " ++ ty ++ "): a g2 query needs one to carry values of "
          ++ t ++ " to and from the engine.")
  , text ("Derive one after the declaration of " ++ t ++ ", with {-# LANGUAGE TemplateHaskell #-} and import G2.Query:")
  , text ("    $(derivingG2Rep ''" ++ t ++ ")")
  , text ("or, if " ++ t ++ " has a Generic instance, write:  instance " ++ context ++ "G2Rep " ++ applied)
  ]
  where
    vars = take arity [ [c] | c <- ['a' .. 'z'] ]
    applied = if null vars then t else "(" ++ unwords (t : vars) ++ ")"
    context = case vars of
      [] -> ""
      [v] -> "G2Rep " ++ v ++ " => "
      _ -> "(" ++ intercalate ", " [ "G2Rep " ++ v | v <- vars ] ++ ") => "

isG2Rep :: Name -> Bool
isG2Rep n = occNameString (nameOccName n) == "G2Rep"
  && fmap (moduleNameString . moduleName) (nameModule_maybe n) == Just "G2.Query.Term"

-- | Whether a constraint mentions the class anywhere (a given @G2Rep a@, a quantified
-- constraint, a class with G2Rep as a superclass after GHC expanded it).
mentionsG2Rep :: PredType -> Bool
mentionsG2Rep = any (isG2Rep . tyConName) . nonDetEltsUniqSet . tyConsOfType
