-- | Every GHC API name the plugin uses, re-exported from one place.
--
-- The rest of the plugin imports this module instead of GHC's own modules, so a GHC
-- upgrade touches this file (and only this file, ideally). The plugin targets GHC 9.0.
module G2.Plugin.GHC
  ( -- * Plugins and the Core pipeline
    Plugin (..), defaultPlugin, flagRecompile, CommandLineOption, PluginRecompile (..)
  , CoreToDo (..), CoreM, ModGuts (..), HscEnv (..), getHscEnv, getDynFlags, putMsg
  , DynFlags (hscTarget), HscTarget (..), defaultObjectTarget, GeneralFlag (..), gopt_unset, gopt_set
    -- * Diagnostics
  , SDoc, text, ($$), (<+>), vcat, hcat, parens, ppr, pprParendType, showSDoc
  , mkPlainErrMsg, mkPlainWarnMsg, throwOneError, printOrThrowWarnings, unitBag
    -- * Core
  , CoreBind, CoreExpr, CoreBndr, Bind (..), Expr (..), AltCon (..), Alt
  , Tickish (..)
  , Literal (..), LitNumType (..)
  , Unfolding, maybeUnfoldingTemplate, realIdUnfolding
    -- * Variables and names
  , Var, Id, TyVar, varName, varType, varUnique, isId, isTyVar, isLocalId, isGlobalId
  , IdDetails (..), idDetails
  , Name, nameModule_maybe, nameOccName, nameSrcSpan, nameUnique, isExternalName
  , occNameFS, Module, moduleName, moduleNameFS, moduleUnit, unitString
  , Unique, getKey, getUnique
    -- * Types, type constructors, data constructors, classes
  , Type (..), Kind, TyLit (..), coreView, coercionRKind
  , Scaled (..), scaledThing, ArgFlag, VarBndr (..)
  , TyCon, tyConName, tyConBinders, binderVar, tyConDataCons, isAlgTyCon, isNewTyCon, isClassTyCon
  , isTypeSynonymTyCon, isFamilyTyCon, isPromotedDataCon, isPromotedDataCon_maybe, isAbstractTyCon
  , DataCon, dataConName, dataConTag, dataConTyCon, dataConUnivTyVars
  , dataConExTyCoVars, dataConRepArgTys, dataConRepStrictness, dataConFieldLabels
  , dataConImplBangs, HsImplBang (..), dataConWorkId, dataConWrapId, dataConRepArity
  , StrictnessMark (..), FieldLbl (..), dataConTheta, dataConIsInfix
    -- * Fixities (how a data constructor is shown)
  , Fixity (..), FixItem (..), lookupNameEnv, hscEPS, eps_PIT, lookupIfaceByModule, mi_fix
  , Class, classAllSelIds, classTyCon
  , ClsInst (..)
    -- * Source locations and strings
  , SrcSpan (..), RealSrcSpan, srcSpanFile, srcSpanStartLine, srcSpanStartCol
  , srcSpanEndLine, srcSpanEndCol, noSrcSpan
  , FastString, bytesFS, uniqueOfFS, mkFastString, unpackFS
    -- * Finding modules and names (models)
  , mkModuleName, findImportedModule, FindResult (..), lookupOrigIO, mkVarOcc
  , lookupGlobal, TyThing (..), nameModule, occNameString
    -- * Parsed modules (the quasiquote rewrite)
  , Hsc, hscEnv, HsParsedModule (..), ModSummary, ms_hspp_opts, ms_mod_name, moduleNameString
  , xopt, Extension (QuasiQuotes, ExplicitForAll), throwErrors, ErrMsg, listToBag, bagToList
  , GhcPs, HsModule (..), LHsExpr, HsExpr (HsSpliceE, HsVar, HsPar, ExprWithTySig, HsCase)
  , HsSplice (HsQuasiQuote), LHsDecl, HsDecl (..), Sig (TypeSig, InlineSig, ClassOpSig)
  , LHsType, HsType (..), HsTupleSort (..), LHsTyVarBndr, LPat, noExtField
  , GenLocated (L), Located, Origin (Generated), Boxity (Boxed), neverInlinePragma
  , mkHsLam, nlHsApps, nlHsApp, nlHsVar, nlHsLit, mkHsString, nlHsIntLit, nlList, nlTuplePat
  , nlHsPar, nlHsTyVar, nlHsAppTy, nlHsParTy, nlHsFunTy, mkLHsSigWcType, mkFunBind, nlWildPat
  , mkSimpleMatch, mkPrefixFunRhs, nlVarPat, mkMatchGroup, HsMatchContext (CaseAlt), matchGroupArity
  , ImportDeclQualifiedStyle (..), ieWrappedName, RdrName (Unqual, Qual)
  , OccName, mkOrig, mkRdrUnqual, nameRdrName, rdrNameOcc, mkDataOcc, mkTcOcc
  , ioTyConName, boolTyCon, maybeTyCon
    -- * Unfoldings read from interface files (G2.Plugin.Unfoldings)
  , ModIface, mi_decls, IfaceDecl (..), findAndReadIface, initIfaceCheck, initIfaceLcl
  , tcIfaceDecl, IsBootInterface (..), MaybeErr (..), getModuleInstantiation
  , lookupHpt, hm_iface, mi_module
    -- * A module's imports (why an imported id has no code)
  , Dependencies (..), GenWithIsBoot (..)
    -- * Embedding a query module's Core (G2.Plugin.CorePass)
  , mkConApp, rhssOfBind, exprsFreeIdsList, ConLike (..), mkLitInt, targetPlatform
  , mkStringExpr
    -- * Running GHC's parser on a piece of source
  , P (..), PState, ParseResult (..), getErrorMessages, mkPState, ECP (..), runPV
  , parseExpression, parseType, stringToStringBuffer
  , RealSrcLoc, srcLocLine, srcLocCol, mkRealSrcLoc, advanceSrcLoc, realSrcLocSpan, realSrcSpanStart
    -- * LiquidHaskell contracts (G2.Plugin.Liquid)
  , ms_location, ModLocation (..), ModuleName, xopt_set
  , parseDeclaration, parseImport, cvTopDecls, toOL
  , TyClDecl (..), HsDataDefn (..), ConDecl (..), HsConDetails (..), HsScaled (..)
  , ConDeclField (..), FieldOcc (..), LHsQTyVars (..), HsTyVarBndr (..), Specificity (..)
  , HsBindLR (..), IE (..), IEWrappedName (..), LIE
  , HsWildCardBndrs (..), HsImplicitBndrs (..), HsForAllTelescope (..), mkHsForAllInvisTele
  , isRdrTyVar, mkRdrQual, mkTyVarOcc, unLoc
  , intTyCon, doubleTyCon, InstDecl (..), ClsInstDecl (..), ImportDecl (..)
    -- * The type-checker pass (G2.Plugin.MissingInstance)
  , TcPlugin (..), TcPluginResult (..), TcPluginM, tcPluginIO, unsafeTcPluginTcM, getInstEnvs
  , Ct, ctPred, ctLoc, ctLocSpan, Pred (..), classifyPredType, PredType, className
  , tcSplitTyConApp_maybe, tyConsOfType, nonDetEltsUniqSet, InstEnvs, classInstances
  , addErrAt, gopt, EvTerm (EvExpr), mkAbsentErrorApp
    -- * Loading the rest of g2-plugin on demand (G2.Plugin.OnDemand)
  , lookupRdrNameInModuleForPlugins, getValueSafely, forceLoadTyCon, mkTyConTy
  , ms_mod, TcGblEnv (tcg_dependent_files), TcM, getTopEnv
  , unitState, unsafeLookupUnit, packageHsLibs, UnitInfo, GenericUnitInfo (unitLibraries, unitLibraryDirs, unitLibraryDynDirs), Unit
  , Way (WayDyn), ways, throwGhcExceptionIO, GhcException (ProgramError)
  , platformOS, OS (..)
    -- * The module graph of a --make run (G2.Plugin.Dump)
  , mgModSummaries, cleanTempFiles, cleanTempDirs, isOneShot, ghcMode, isBootSummary
  ) where

import GHC.Builtin.Names (ioTyConName)
import GHC.Unit.Types (moduleUnit, unitString)
import GHC.Core (mkConApp, rhssOfBind)
import GHC.Core.Make (mkStringExpr)
-- The MonadThings CoreM instance (mkStringExpr needs it) is an orphan here.
import GHC.Plugins ()
import GHC.Core.ConLike (ConLike (..))
import GHC.Core.FVs (exprsFreeIdsList)
import GHC.Driver.Session (targetPlatform)
import GHC.Types.Literal (mkLitInt)
import GHC.Builtin.Types (boolTyCon, doubleTyCon, intTyCon, maybeTyCon)
import GHC.Data.Bag (bagToList, listToBag)
import GHC.Data.StringBuffer (stringToStringBuffer)
import qualified GHC.Driver.Main
import GHC.Driver.Session (xopt)
import GHC.Driver.Types
  (Hsc, HsParsedModule (..), ModSummary, ms_hspp_opts, ms_mod_name, throwErrors)
import GHC.Hs
  (GhcPs, HsDecl (..), HsExpr (..), HsModule (..), HsSplice (..), HsTupleSort (..),
   HsType (..), LHsDecl, LHsExpr, LHsType, LPat, Sig (..), FieldOcc (..), noExtField)
import GHC.Hs.Utils
  (mkFunBind, mkHsLam, mkHsString, mkLHsSigWcType, mkPrefixFunRhs, mkSimpleMatch, nlHsApp,
   nlHsAppTy, nlHsApps, nlHsFunTy, nlHsIntLit, nlHsLit, nlHsPar, nlHsParTy, nlHsTyVar, nlHsVar,
   nlList, nlTuplePat, nlVarPat, nlWildPat)
import GHC.LanguageExtensions.Type (Extension (ExplicitForAll, QuasiQuotes))
import GHC.Parser (parseExpression, parseType)
import GHC.Parser.Lexer (P (..), PState, ParseResult (..), getErrorMessages, mkPState)
import GHC.Parser.PostProcess (ECP (..), runPV)
import GHC.Types.Basic (Boxity (..), Origin (..), neverInlinePragma)
import GHC.Types.Name.Occurrence (OccName, mkDataOcc, mkTcOcc)
import GHC.Types.Name.Reader (RdrName, mkOrig, mkRdrUnqual, nameRdrName, rdrNameOcc)
import GHC.Types.SrcLoc
  (GenLocated (..), Located, RealSrcLoc, srcLocLine, srcLocCol, advanceSrcLoc, mkRealSrcLoc, realSrcLocSpan,
   realSrcSpanStart)
import GHC.Unit.Module.Name (moduleNameString)
import GHC.Utils.Error (ErrMsg)

import GHC.Data.OrdList (toOL)
import GHC.Driver.Session (xopt_set)
import GHC.Driver.Types (ms_location, mgModSummaries, isBootSummary)
import GHC.Driver.Session (isOneShot, ghcMode)
import GHC.SysTools.FileCleanup (cleanTempDirs, cleanTempFiles)
import GHC.Hs
  (ConDecl (..), ConDeclField (..), HsBindLR (..), HsConDetails (..), HsDataDefn (..),
   HsForAllTelescope (..), HsImplicitBndrs (..), HsScaled (..), HsTyVarBndr (..), LHsTyVarBndr,
   HsWildCardBndrs (..), IE (..), IEWrappedName (..), LHsQTyVars (..), LIE, TyClDecl (..), mkHsForAllInvisTele,
   InstDecl (..), ClsInstDecl (..), ImportDecl (..))
import GHC.Parser (parseDeclaration, parseImport)
import GHC.Parser.PostProcess (cvTopDecls)
import GHC.Types.Name.Occurrence (mkTyVarOcc)
import GHC.Types.Name.Reader (isRdrTyVar, mkRdrQual, RdrName (Unqual, Qual))
import GHC.Hs.ImpExp (ImportDeclQualifiedStyle (..), ieWrappedName)
import GHC.Hs.Expr (HsMatchContext (CaseAlt), matchGroupArity)
import GHC.Hs.Utils (mkMatchGroup)
import GHC.Types.SrcLoc (unLoc)
import GHC.Types.Var (Specificity (..))
import GHC.Unit.Module.Location (ModLocation (..))
import GHC.Unit.Module.Name (ModuleName)

import GHC.Driver.Finder (findImportedModule)
import GHC.Driver.Types (FindResult (..), TyThing (..))
import GHC.Iface.Env (lookupOrigIO)
import GHC.Tc.Utils.Env (lookupGlobal)
import GHC.Types.Name (nameModule)
import GHC.Types.Name.Occurrence (mkVarOcc, occNameString)
import GHC.Unit.Module.Name (mkModuleName)

import GHC.Core.Class (className)
import GHC.Core.InstEnv (InstEnvs, classInstances)
import GHC.Core.Make (mkAbsentErrorApp)
import GHC.Tc.Types.Evidence (EvTerm (EvExpr))
import GHC.Core.Predicate (Pred (..), classifyPredType)
import GHC.Core.TyCo.Rep (PredType)
import GHC.Core.Type (tyConsOfType)
import GHC.Core.TyCo.Ppr (pprParendType)
import GHC.Driver.Session (gopt)
import GHC.Tc.Plugin (getInstEnvs, tcPluginIO)
import GHC.Runtime.Loader (forceLoadTyCon, getValueSafely, lookupRdrNameInModuleForPlugins)
import GHC.Core.Type (mkTyConTy)
import GHC.Driver.Types (ms_mod)
import GHC.Tc.Types (TcGblEnv (tcg_dependent_files), TcM)
import GHC.Tc.Utils.Monad (getTopEnv)
import GHC.Unit.State (UnitInfo, packageHsLibs, unsafeLookupUnit)
import GHC.Driver.Session (unitState)
import GHC.Unit.Info (GenericUnitInfo (unitLibraries, unitLibraryDirs, unitLibraryDynDirs))
import GHC.Unit.Types (Unit)
import GHC.Driver.Ways (Way (WayDyn))
import GHC.Driver.Session (ways)
import GHC.Utils.Panic (throwGhcExceptionIO, GhcException (ProgramError))
import GHC.Platform (platformOS, OS (..))
import GHC.Tc.Types (TcPlugin (..), TcPluginM, TcPluginResult (..), unsafeTcPluginTcM)
import GHC.Tc.Types.Constraint (Ct, ctLoc, ctLocSpan, ctPred)
import GHC.Tc.Utils.Monad (addErrAt)
import GHC.Tc.Utils.TcType (tcSplitTyConApp_maybe)
import GHC.Types.Unique.Set (nonDetEltsUniqSet)

import GHC.Core
  (Alt, AltCon (..), Bind (..), CoreBind, CoreBndr, CoreExpr, Expr (..), Tickish (..),
   Unfolding, maybeUnfoldingTemplate)
import GHC.Core.Class (Class, classAllSelIds, classTyCon)
import GHC.Core.Coercion (coercionRKind)
import GHC.Core.DataCon
  (DataCon, FieldLbl (..), HsImplBang (..), StrictnessMark (..), dataConExTyCoVars,
   dataConFieldLabels, dataConImplBangs, dataConName, dataConRepArgTys,
   dataConRepArity, dataConRepStrictness, dataConTag, dataConTyCon, dataConUnivTyVars,
   dataConWorkId, dataConWrapId, dataConTheta, dataConIsInfix)
import GHC.Driver.Types
  (FixItem (..), eps_PIT, hscEPS, lookupIfaceByModule, mi_fix)
import GHC.Types.Basic (Fixity (..))
import GHC.Types.Name.Env (lookupNameEnv)
import GHC.Core.InstEnv (ClsInst (..))
import GHC.Core.Opt.Monad (CoreM, CoreToDo (..), getHscEnv, putMsg)
import GHC.Core.TyCo.Rep (Kind, Scaled (..), TyLit (..), Type (..), scaledThing)
import GHC.Core.TyCon
  (TyCon, isAbstractTyCon, isAlgTyCon, isClassTyCon, isFamilyTyCon, isNewTyCon,
   isPromotedDataCon, isPromotedDataCon_maybe, isTypeSynonymTyCon, tyConBinders, tyConDataCons,
   tyConName)
import GHC.Core.Type (coreView)
import GHC.Data.Bag (unitBag)
import GHC.Data.FastString (FastString, bytesFS, mkFastString, uniqueOfFS, unpackFS)
import GHC.Driver.Plugins (CommandLineOption, Plugin (..), PluginRecompile (..), defaultPlugin, flagRecompile)
import GHC.Driver.Session (DynFlags (hscTarget), GeneralFlag (..), HasDynFlags (..), HscTarget (..), defaultObjectTarget, gopt_unset, gopt_set)
import GHC.Driver.Types (HscEnv (..), ModGuts (..), printOrThrowWarnings, throwOneError)
import GHC.Types.Id (idDetails, isGlobalId, isLocalId, realIdUnfolding)
import GHC.Types.Id.Info (IdDetails (..))
import GHC.Types.Literal (LitNumType (..), Literal (..))
import GHC.Types.Name
  (Name, isExternalName, nameModule_maybe, nameOccName, nameSrcSpan, nameUnique)
import GHC.Types.Name.Occurrence (occNameFS)
import GHC.Types.SrcLoc
  (RealSrcSpan, SrcSpan (..), noSrcSpan, srcSpanEndCol, srcSpanEndLine, srcSpanFile,
   srcSpanStartCol, srcSpanStartLine)
import GHC.Types.Unique (Unique, getKey, getUnique)
import GHC.Types.Var
  (ArgFlag, Id, TyVar, Var, VarBndr (..), binderVar, isId, isTyVar, varName, varType, varUnique)
import GHC.Unit.Module (Module, moduleName, moduleNameFS)
import GHC.Utils.Error (mkPlainErrMsg, mkPlainWarnMsg)
import GHC.Utils.Outputable (SDoc, hcat, parens, ppr, showSDoc, text, vcat, ($$), (<+>))

import GHC.Data.Maybe (MaybeErr (..))
import GHC.Driver.Types (ModIface, hm_iface, lookupHpt, mi_decls, mi_module)
import GHC.Iface.Load (findAndReadIface)
import GHC.Iface.Syntax (IfaceDecl (..))
import GHC.IfaceToCore (tcIfaceDecl)
import GHC.Tc.Utils.Monad (initIfaceCheck, initIfaceLcl)
import GHC.Unit.Module (getModuleInstantiation)
import GHC.Unit.Types (IsBootInterface (..), GenWithIsBoot (..))
import GHC.Driver.Types (Dependencies (..))

-- | The 'HscEnv' in the 'Hsc' monad (named apart from 'getHscEnv', which is CoreM's).
hscEnv :: Hsc HscEnv
hscEnv = GHC.Driver.Main.getHscEnv
