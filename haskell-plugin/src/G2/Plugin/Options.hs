-- | The plugin's options, given as @-fplugin-opt=G2.Plugin:OPTION@. GHC-free.
module G2.Plugin.Options
  ( Options (..)
  , defaultOptions
  , parseOptions
  , wantsWire
  ) where

import Data.List (stripPrefix)

data Options = Options
  { optDumpWire    :: Maybe FilePath -- ^ @dump-wire=PATH@: write the wire bytes to PATH
  , optDumpIr      :: Bool           -- ^ @dump-ir@: print the engine's rendering
  , optCheckCensus :: Bool           -- ^ @check-census@: compare censuses, error if differ
  , optTiming      :: Bool           -- ^ @timing@: report serialization time on stderr
  , optDumpCensus  :: Maybe FilePath -- ^ @dump-census=PATH@: write GHC's census to PATH
  , optReportMissing :: Bool         -- ^ @report-missing@: list reached ids that have
                                     --   neither an unfolding nor a model, on stderr
  } deriving (Eq, Show)

defaultOptions :: Options
defaultOptions = Options Nothing False False False Nothing False

-- | Parses all options; the first unknown one is an error.
parseOptions :: [String] -> Either String Options
parseOptions = foldl step (Right defaultOptions)
  where
    step (Left e) _ = Left e
    step (Right o) opt
      | Just path <- stripPrefix "dump-wire=" opt, not (null path) =
          Right o { optDumpWire = Just path }
      | Just path <- stripPrefix "dump-census=" opt, not (null path) =
          Right o { optDumpCensus = Just path }
      | opt == "dump-ir" = Right o { optDumpIr = True }
      | opt == "check-census" = Right o { optCheckCensus = True }
      | opt == "timing" = Right o { optTiming = True }
      | opt == "report-missing" = Right o { optReportMissing = True }
      | otherwise = Left ("unknown option " ++ show opt ++ "; known: dump-wire=PATH, "
                          ++ "dump-census=PATH, dump-ir, check-census, timing, report-missing")

-- | Whether any option needs the module serialized.
wantsWire :: Options -> Bool
wantsWire o = o /= defaultOptions
