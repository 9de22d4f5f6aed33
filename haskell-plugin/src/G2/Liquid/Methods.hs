-- | Class and instance annotations as signatures of checkable bindings, one per method
-- of each instance of the module. GHC-free: the module's classes and instances are
-- inputs ("G2.Plugin.Liquid" reads them from the parsed module).
--
-- Note [Checking instance methods]
-- ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
-- @{-\@ class Sized s where size :: s -> Nat \@-}@ says that every instance's @size@
-- returns a natural number; @{-\@ instance Default Int where def :: {v:Int | v > 0}
-- \@-}@ says it of one instance's @def@. A method is not a function of the module
-- (only its instances' code is), so it has no contract of its own. For each instance
-- of the module of a class declared in the module, and each method with a refinement
-- type (the instance annotation's, else the class annotation's with the class's type
-- variable replaced by the instance's type), the plugin adds a binding
--
-- > g2__inst_1_size :: Pair -> Int     -- the class's method type at the instance
-- > g2__inst_1_size = size             -- class dispatch picks the instance's code
--
-- (1: the instance's number in the module) with that signature as its annotation, and
-- so its contract, and the engine checks it as any function (counterexamples replayed
-- concretely as every other one). The instance's code is reached through its
-- dictionary, and its calls are sites as those of a function's unannotated helpers.
-- Reports name it @size \@Pair@ and show a call as GHCi reads it, @size (Pair (-1)
-- 0)@ (or @(def :: Int)@ when the arguments do not fix the instance): the marker
-- @g2__shown_g2__inst_1_size@ holds both (@rust-core/src/ir/generated.rs@).
--
-- Only methods the instance defines or the class gives a default are checked (another
-- has no code: GHC warns). Not checked, with a warning naming the instance: instances
-- of classes declared in other modules (the plugin sees the module's own class
-- declarations only, and needs the method's Haskell type), classes of several
-- parameters, and instance annotations without an instance in the module. A method's
-- refinement type is not the contract of calls to the method elsewhere: those run the
-- instance's code.
module G2.Liquid.Methods
  ( HsClass (..)
  , HsInstance (..)
  , MethodCheck (..)
  , methodBindingName
  , methodLabel
  , methodChecks
  , substTypeVar
  ) where

import Data.List (nub)

import G2.Liquid.Names (subjectSuffix)
import G2.Liquid.Syntax

-- | A class the module declares.
data HsClass = HsClass
  { hcName     :: Name
  , hcVars     :: [Name]   -- ^ its type variables
  , hcMethods  :: [Name]
  , hcDefaults :: [Name]   -- ^ the methods it gives a default
  } deriving (Eq, Show)

-- | An instance the module declares.
data HsInstance = HsInstance
  { hiIndex   :: Int       -- ^ its number among the module's instances, from 1
  , hiClass   :: Name
  , hiTypes   :: [RType]   -- ^ its types, unrefined
  , hiLabel   :: String    -- ^ its types as written, as one atom (@Pair@, @[a]@, @(Maybe a)@)
  , hiPos     :: SrcPos
  , hiMethods :: [Name]    -- ^ the methods it defines
  } deriving (Eq, Show)

-- | One method of one instance, checked through a generated binding.
data MethodCheck = MethodCheck
  { mcBinding  :: Name         -- ^ @g2__inst_I_m@
  , mcMethod   :: Name
  , mcInstance :: HsInstance
  , mcSig      :: Located Sig  -- ^ the method's refinement type at the instance, for
                               --   the binding: named 'mcBinding', at the annotation
  } deriving (Eq, Show)

-- | @g2__inst_I_m@: method @m@ of the module's instance number @I@.
methodBindingName :: Int -> Name -> Name
methodBindingName i m = "g2__inst_" ++ show i ++ "_" ++ subjectSuffix m

-- | How reports name a method of an instance: @size \@Pair@.
methodLabel :: MethodCheck -> String
methodLabel mc = prettyBinderName (mcMethod mc) ++ " @" ++ hiLabel (mcInstance mc)

-- | Note [Checking instance methods]: the methods to check, and a warning for each
-- instance (at it) or instance annotation that is not checked. Class annotations are
-- the module's own and those of the modules it imports; instance annotations are the
-- module's own.
methodChecks :: [Located ClassSpec] -> [Located ClassSpec] -> [HsClass] -> [HsInstance]
             -> ([MethodCheck], [SpecError])
methodChecks own imported classes instances = (concat checks, concat warnings ++ unmatched)
  where
    classSpecs c = [ L p s | L p s <- own ++ imported, not (clsInstance s), clsName s == c ]
    instanceSpecs i = [ L p s | L p s <- own, clsInstance s, matches s i ]
    matches s i = clsName s == hiClass i && map unrefined (clsArgs s) == hiTypes i
    (checks, warnings) = unzip (map forInstance instances)
    forInstance i = case ([ c | c <- classes, hcName c == hiClass i ], classSpecs (hiClass i), instanceSpecs i) of
      (_, [], []) -> ([], [])
      ([], _, _) -> ([], [ notChecked ("its class " ++ hiClass i ++ " is declared in another module (G2 checks "
                                       ++ "the instances of the module's own classes)") ])
      (c : _, cs, is)
        | length (hcVars c) /= 1 || length (hiTypes i) /= 1 ->
            ([], [ notChecked "G2 checks the instances of classes of one type parameter" ])
        | otherwise ->
            let specified = [ (sigName s, L p s) | L p spec <- is, s <- clsMethods spec ]
                            ++ [ (sigName s, L p (atInstance spec s)) | L p spec <- cs, s <- clsMethods spec ]
                methods = [ (m, s) | m <- nub (map fst specified)
                                   , m `elem` hiMethods i || m `elem` hcDefaults c
                                   , Just s <- [lookup m specified] ]
                unknown = [ m | m <- nub (map fst specified), m `notElem` hcMethods c ]
            in ( [ MethodCheck b m i (L p s { sigName = b })
                 | (m, L p s) <- methods, m `elem` hcMethods c, let b = methodBindingName (hiIndex i) m ]
               , [ SpecError p ("no contract for " ++ m ++ ": it is not a method of class " ++ hcName c)
                 | m <- unknown, L p _ <- take 1 [ s | (m', s) <- specified, m' == m ] ] )
      where
        notChecked why = SpecError (hiPos i) ("instance " ++ hiClass i ++ " " ++ hiLabel i
                                              ++ " is not checked against its annotations: " ++ why)
        -- the class annotation's variable is the instance's type
        atInstance spec s = case (clsArgs spec, hiTypes i) of
          ([RApp (TVar v) [] _], [t]) -> s { sigType = substTypeVar v t (sigType s) }
          _ -> s
    unmatched =
      [ SpecError p ("the annotation of instance " ++ clsName s ++ " " ++ unwords (map prettyType (clsArgs s))
                     ++ " is not checked: this module declares no such instance")
      | L p s <- own, clsInstance s, not (any (matches s) instances) ]

-- | A type without its refinements.
unrefined :: RType -> RType
unrefined t = case t of
  RFun b a r -> RFun b (unrefined a) (unrefined r)
  RApp h ts _ -> RApp h (map unrefined ts) Nothing
  RExpr e -> RExpr e

-- | A type variable replaced by a type (its arguments, if the variable is applied,
-- appended to the type's; its refinement kept).
substTypeVar :: Name -> RType -> RType -> RType
substTypeVar v t = go
  where
    go ty = case ty of
      RFun b a r -> RFun b (go a) (go r)
      RApp (TVar w) ts ref | w == v -> case t of
        RApp h hs r0 -> RApp h (hs ++ map go ts) (maybe r0 Just ref)
        _ -> t
      RApp h ts ref -> RApp h (map go ts) ref
      RExpr e -> RExpr e
