-- | A module's Core as the engine receives it: "G2.Wire"'s serializer given the models
-- of base, the builders of container inputs, the fixities of data constructors, and,
-- for every imported id the module reaches that has no definition, why it has none and
-- how to get it (Note [Code of other modules] in "G2.Plugin.Light").
module G2.Plugin.Serialize (wireModule, wireBytes, explainGap) where

import qualified Data.ByteString as BS
import qualified Data.ByteString.Builder as B
import qualified Data.ByteString.Lazy as BL
import Data.Char (isDigit)
import Data.List (isPrefixOf)

import G2.Plugin.Fixity (fixitiesOf)
import G2.Plugin.GHC
import G2.Plugin.Models (inputBuilders, modelSource)
import G2.Plugin.Unfoldings (unfoldingSource)
import G2.Wire

-- | The wire module of @binds@ (the module's bindings, or the part of them to send),
-- and the ids reached without a definition, each with the external that first
-- referred to it ('mkWireModuleM').
wireModule :: HscEnv -> ModGuts -> [CoreBind] -> IO (WireModule, [(Id, Maybe Id)])
wireModule hsc guts binds = do
  unfoldings <- unfoldingSource hsc
  models <- modelSource hsc unfoldings
  builders <- inputBuilders hsc binds
  let modName = moduleNameFS (moduleName (mg_module guts))
      -- A model first, else the unfolding GHC loaded (mkWireModuleM looks at it), else
      -- the one in the id's interface (Note [Unfoldings on demand]).
      definition v = do
        m <- models v
        case m of
          Just d -> pure (Just d)
          Nothing
            | Just _ <- maybeUnfoldingTemplate (realIdUnfolding v) -> pure Nothing
            | otherwise -> fmap ((,) FromInterface) <$> unfoldings v
  (wm, missing) <- mkWireModuleM definition modName binds (mg_insts guts) builders
  fixity <- fixitiesOf hsc guts
  let sourceImported = [ gwib_mod d | d <- dep_mods (mg_deps guts), gwib_isBoot d == IsBoot ]
      gaps = [ explainGap (mg_module guts) sourceImported v | (v, _) <- missing ]
  pure (wm { wmFixity = fixity, wmGaps = gaps }, missing)

-- | The bytes of a wire module.
wireBytes :: WireModule -> BS.ByteString
wireBytes = BL.toStrict . B.toLazyByteString . fst . encodeModule

-- | Why an imported id has no definition, seen from the module @home@ being compiled,
-- which imports the modules @sourceImported@ through their hs-boot files. GHC's own
-- packages cannot be rebuilt by the user: their gaps are G2's (a model is missing). A
-- module imported with {-# SOURCE #-} is compiled after @home@ (it imports @home@,
-- directly or not), so its code cannot be in what @home@'s compilation reads. Any
-- other module's interface lacks the code only because that module was compiled
-- without the plugin, which the user can change.
explainGap :: Module -> [ModuleName] -> Id -> Gap
explainGap home sourceImported v = case nameModule_maybe (varName v) of
  Nothing -> Gap v False "GHC gives no code for it"
  Just m -> (gapIn m) { gapReason = worker ++ gapReason (gapIn m) }
  where
    occ = occNameString (nameOccName (varName v))
    -- At -O, a call of f is a call of its worker $wf, which is what is missing.
    worker | "$w" `isPrefixOf` occ = "it is GHC's worker for `" ++ drop 2 occ ++ "`; "
           | otherwise = ""
    gapIn m
      | packageName unit `elem` shippedWithGhc =
        Gap v False ("the package " ++ unit ++ ", installed with GHC, ships without its code,"
                     ++ " and G2 has no model of it")
      | moduleUnit m == moduleUnit home, moduleName m `elem` sourceImported =
        Gap v False ("its module " ++ modName m ++ " is imported through its hs-boot file"
                     ++ " ({-# SOURCE #-}), so it is compiled after " ++ modName home
                     ++ " and its code is not available there; check a function of a"
                     ++ " module that imports " ++ modName m ++ " normally")
      | moduleUnit m == moduleUnit home =
        Gap v True ("its module " ++ modName m ++ " was compiled without the g2 plugin; add "
                    ++ fix ++ " to that module's ghc-options")
      | otherwise =
        Gap v True ("its package " ++ unit ++ " was compiled without the g2 plugin; build "
                    ++ packageName unit ++ " with " ++ fix ++ " in its ghc-options (e.g. a "
                    ++ "`package " ++ packageName unit ++ "` stanza in cabal.project)")
      where unit = unitString (moduleUnit m)
    modName :: Module -> String
    modName = moduleNameString . moduleName
    fix = "-fplugin=G2.Plugin (or -fexpose-all-unfoldings -fno-omit-interface-pragmas)"

-- | A unit id's package name: @containers-0.6.4.1@ and @my-lib-0.1-inplace@ without
-- their versions.
packageName :: String -> String
packageName u = case break (== '-') u of
  (name, '-' : rest@(c : _)) | isDigit c -> name
                             | otherwise -> name ++ "-" ++ packageName rest
  (name, _) -> name

-- | GHC 9.0.2's boot packages: installed with the compiler, compiled without the
-- plugin, and not rebuilt by cabal.
shippedWithGhc :: [String]
shippedWithGhc =
  [ "base", "ghc-prim", "ghc-bignum", "integer-gmp", "containers", "array", "bytestring"
  , "deepseq", "directory", "filepath", "process", "time", "unix", "text", "parsec", "mtl"
  , "transformers", "stm", "template-haskell", "ghc", "ghc-boot", "ghc-boot-th"
  , "ghc-heap", "binary", "pretty", "exceptions", "haskeline", "terminfo", "xhtml"
  , "hpc", "ghci", "libiserv", "Cabal", "rts" ]
