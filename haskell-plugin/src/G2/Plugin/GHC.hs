-- | Every GHC API name the plugin uses, re-exported from one place.
--
-- The rest of the plugin imports this module instead of GHC's own modules, so a GHC
-- upgrade touches this file (and only this file, ideally). The plugin targets GHC 9.0.
module G2.Plugin.GHC
  ( -- * Plugins and the Core pipeline
    Plugin (..), defaultPlugin, purePlugin, CommandLineOption
  , CoreToDo (..), CoreM, ModGuts (..), HscEnv (..), getHscEnv, getDynFlags
  , DynFlags, GeneralFlag (..), gopt_unset
    -- * Diagnostics
  , SDoc, text, ($$), (<+>), vcat, ppr, showSDoc
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
  , occNameFS, Module, moduleName, moduleNameFS
  , Unique, getKey, getUnique
    -- * Types, type constructors, data constructors, classes
  , Type (..), Kind, TyLit (..), coreView, coercionRKind
  , Scaled (..), scaledThing, ArgFlag, VarBndr (..)
  , TyCon, tyConName, tyConBinders, binderVar, tyConDataCons, isAlgTyCon, isNewTyCon, isClassTyCon
  , isTypeSynonymTyCon, isFamilyTyCon, isPromotedDataCon, isAbstractTyCon
  , DataCon, dataConName, dataConTag, dataConTyCon, dataConUnivTyVars
  , dataConExTyCoVars, dataConRepArgTys, dataConRepStrictness, dataConFieldLabels
  , dataConImplBangs, HsImplBang (..)
  , StrictnessMark (..), FieldLbl (..)
  , Class, classAllSelIds, classTyCon
  , ClsInst (..)
    -- * Source locations and strings
  , SrcSpan (..), RealSrcSpan, srcSpanFile, srcSpanStartLine, srcSpanStartCol
  , srcSpanEndLine, srcSpanEndCol, noSrcSpan
  , FastString, bytesFS, uniqueOfFS, mkFastString, unpackFS
    -- * Finding modules and names (models)
  , mkModuleName, findImportedModule, FindResult (..), lookupOrigIO, mkVarOcc
  , lookupGlobal, TyThing (..), nameModule, occNameString
  ) where

import GHC.Driver.Finder (findImportedModule)
import GHC.Driver.Types (FindResult (..), TyThing (..))
import GHC.Iface.Env (lookupOrigIO)
import GHC.Tc.Utils.Env (lookupGlobal)
import GHC.Types.Name (nameModule)
import GHC.Types.Name.Occurrence (mkVarOcc, occNameString)
import GHC.Unit.Module.Name (mkModuleName)

import GHC.Core
  (Alt, AltCon (..), Bind (..), CoreBind, CoreBndr, CoreExpr, Expr (..), Tickish (..),
   Unfolding, maybeUnfoldingTemplate)
import GHC.Core.Class (Class, classAllSelIds, classTyCon)
import GHC.Core.Coercion (coercionRKind)
import GHC.Core.DataCon
  (DataCon, FieldLbl (..), HsImplBang (..), StrictnessMark (..), dataConExTyCoVars,
   dataConFieldLabels, dataConImplBangs, dataConName, dataConRepArgTys,
   dataConRepStrictness, dataConTag, dataConTyCon, dataConUnivTyVars)
import GHC.Core.InstEnv (ClsInst (..))
import GHC.Core.Opt.Monad (CoreM, CoreToDo (..), getHscEnv)
import GHC.Core.TyCo.Rep (Kind, Scaled (..), TyLit (..), Type (..), scaledThing)
import GHC.Core.TyCon
  (TyCon, isAbstractTyCon, isAlgTyCon, isClassTyCon, isFamilyTyCon, isNewTyCon,
   isPromotedDataCon, isTypeSynonymTyCon, tyConBinders, tyConDataCons, tyConName)
import GHC.Core.Type (coreView)
import GHC.Data.Bag (unitBag)
import GHC.Data.FastString (FastString, bytesFS, mkFastString, uniqueOfFS, unpackFS)
import GHC.Driver.Plugins (CommandLineOption, Plugin (..), defaultPlugin, purePlugin)
import GHC.Driver.Session (DynFlags, GeneralFlag (..), HasDynFlags (..), gopt_unset)
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
import GHC.Utils.Outputable (SDoc, ppr, showSDoc, text, vcat, ($$), (<+>))
