-- | The declared fixities of names, for the serializer ('G2.Wire.wmFixity'): the
-- engine prints an infix data constructor's values with GHC's parentheses, which
-- depend on its precedence.
module G2.Plugin.Fixity (fixitiesOf) where

import Control.Applicative ((<|>))

import G2.Plugin.GHC

-- | A name's fixity: the module's own declarations from its fixity environment, an
-- imported name's from its module's interface (loaded already: the name's data
-- constructor was reached through it). Nothing: no declaration known (GHC's default).
fixitiesOf :: HscEnv -> ModGuts -> IO (Name -> Maybe Fixity)
fixitiesOf hsc guts = do
  eps <- hscEPS hsc
  let own n = (\(FixItem _ f) -> f) <$> lookupNameEnv (mg_fix_env guts) n
      imported n = do
        m <- nameModule_maybe n
        iface <- lookupIfaceByModule (hsc_HPT hsc) (eps_PIT eps) m
        pure (mi_fix iface (nameOccName n))
  pure (\n -> own n <|> imported n)
