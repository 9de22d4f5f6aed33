-- | Keeping generated bindings alive in modules with an export list.
--
-- GHC's desugarer drops top-level bindings that are neither exported nor used, so a
-- binding the plugin or the @g2@ command line adds (a contract, @g2__entry@) would
-- never reach the Core pass of a module that has an export list. Adding the binding to
-- the export list keeps it (and is invisible to the user's importers in practice: the
-- names are in the reserved @g2__@ namespace). The name is qualified by the module's
-- own name, so an imported namesake is no ambiguity.
module G2.Plugin.Exports
  ( exportNames
  , exportGenerated
  ) where

import Data.List (isPrefixOf, nub)

import G2.Plugin.GHC

-- | Adds @names@ (defined at top level in the module) to its export list, if it has
-- one. A module with a header and no export list exports everything; one without a
-- header is @module Main (main) where@, so it gets that header, plus @names@.
exportNames :: [String] -> HsModule -> HsModule
exportNames [] hsmod = hsmod
exportNames names hsmod = case (hsmodName hsmod, hsmodExports hsmod) of
  (Just (L _ modName), Just (L l ies)) ->
    hsmod { hsmodExports = Just (L l (ies ++ map (exportOf l (mkRdrQual modName)) names)) }
  -- GHC exports only main from a module without a header, whatever its export list
  -- says: the header is made explicit.
  (Nothing, Nothing) ->
    hsmod { hsmodName = Just (L noSrcSpan (mkModuleName "Main"))
          , hsmodExports = Just (L noSrcSpan (map (exportOf noSrcSpan mkRdrUnqual) ("main" : names))) }
  _ -> hsmod
  where
    exportOf :: SrcSpan -> (OccName -> RdrName) -> String -> LIE GhcPs
    exportOf l name n = L l (IEVar noExtField (L l (IEName (L l (name (mkVarOcc n))))))

-- | Exports every top-level value binding named @g2__...@: the bindings the @g2@
-- command line appends to a copy of the user's module (@g2__entry@, @g2__assume@,
-- @g2__assert@) and those written by hand for @g2 check@ (@g2__pre_f@, @g2__post_f@).
exportGenerated :: HsParsedModule -> HsParsedModule
exportGenerated parsed =
  parsed { hpm_module = fmap (exportNames generated) (hpm_module parsed) }
  where
    generated = nub [ occ | L _ (ValD _ FunBind { fun_id = n }) <- hsmodDecls (unLoc (hpm_module parsed))
                          , let occ = occNameString (rdrNameOcc (unLoc n))
                          , "g2__" `isPrefixOf` occ ]
