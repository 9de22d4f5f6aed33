-- | The plugin's options, given as @-fplugin-opt=G2.Plugin:OPTION@. GHC-free.
module G2.Plugin.Options
  ( Options (..)
  , Liquid (..)
  , defaultOptions
  , defaultLiquid
  , parseOptions
  , wantsWire
  , checksLiquid
  ) where

import Data.List (stripPrefix)
import Text.Read (readMaybe)

data Options = Options
  { optDumpWire    :: Maybe FilePath -- ^ @dump-wire=PATH@: write the wire bytes to PATH
  , optDumpIr      :: Bool           -- ^ @dump-ir@: print the engine's rendering
  , optCheckCensus :: Bool           -- ^ @check-census@: compare censuses, error if differ
  , optTiming      :: Bool           -- ^ @timing@: report serialization time on stderr
  , optDumpCensus  :: Maybe FilePath -- ^ @dump-census=PATH@: write GHC's census to PATH
  , optReportMissing :: Bool         -- ^ @report-missing@: list reached ids that have
                                     --   neither an unfolding nor a model, on stderr
  , optStopAfterWire :: Bool        -- ^ @stop-after-wire@: GHC runs only for the wire;
                                     --   it stops once the last module's is written
                                     --   (Note [Stopping after the wire] in "G2.Plugin.Dump")
  , optLiquid      :: Maybe Liquid   -- ^ LiquidHaskell annotations: injected, and
                                     --   checked unless 'lqInjectOnly'
  } deriving (Eq, Show)

-- | How LiquidHaskell annotations are handled (@liquid@ and the @liquid-*@ options).
data Liquid = Liquid
  { lqInjectOnly :: Bool          -- ^ @liquid-inject-only@: add the contracts, check nothing
  , lqErrors     :: Bool          -- ^ @liquid-errors@: counterexamples are errors
  , lqTimeoutMs  :: Int           -- ^ @liquid-timeout=SECONDS@, per function
  , lqOnly       :: Maybe [String] -- ^ @liquid-only=f,g@: check only these functions
  , lqMachineInt :: Bool          -- ^ @liquid-machine-int@: Int is 64-bit, not a
                                  --   mathematical integer
  , lqSuggest    :: Bool          -- ^ @liquid-suggest@: under an abstract
                                  --   counterexample, what @g2 infer@ finds
  } deriving (Eq, Show)

defaultOptions :: Options
defaultOptions = Options Nothing False False False Nothing False False Nothing

-- | Five seconds per function.
defaultLiquid :: Liquid
defaultLiquid = Liquid False False 5000 Nothing False False

-- | Parses all options; the first unknown or malformed one is an error. Any @liquid-*@
-- option implies @liquid@.
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
      | opt == "stop-after-wire" = Right o { optStopAfterWire = True }
      | opt == "liquid" = liquid o id
      | opt == "liquid-inject-only" = liquid o (\l -> l { lqInjectOnly = True })
      | opt == "liquid-errors" = liquid o (\l -> l { lqErrors = True })
      | opt == "liquid-machine-int" = liquid o (\l -> l { lqMachineInt = True })
      | opt == "liquid-suggest" = liquid o (\l -> l { lqSuggest = True })
      | Just s <- stripPrefix "liquid-timeout=" opt = case readMaybe s :: Maybe Double of
          Just secs | secs > 0, secs <= 86400 ->
            liquid o (\l -> l { lqTimeoutMs = max 1 (round (secs * 1000)) })
          _ -> Left ("liquid-timeout expects a positive number of seconds, got " ++ show s)
      | Just s <- stripPrefix "liquid-only=" opt =
          liquid o (\l -> l { lqOnly = Just (maybe [] id (lqOnly l) ++ splitCommas s) })
      | otherwise = Left ("unknown option " ++ show opt ++ "; known: dump-wire=PATH, "
                          ++ "dump-census=PATH, dump-ir, check-census, timing, report-missing, stop-after-wire, "
                          ++ "liquid, liquid-errors, liquid-timeout=SECONDS, liquid-only=F,G, "
                          ++ "liquid-inject-only, liquid-machine-int, liquid-suggest")
    liquid o f = Right o { optLiquid = Just (f (maybe defaultLiquid id (optLiquid o))) }

splitCommas :: String -> [String]
splitCommas s = case break (== ',') s of
  ("", []) -> []
  (a, []) -> [a]
  (a, _ : rest) -> [ a | not (null a) ] ++ splitCommas rest

-- | Whether any option needs the module serialized by the Core pass (the liquid
-- checks serialize it in their own pass).
wantsWire :: Options -> Bool
wantsWire o = o { optLiquid = Nothing, optStopAfterWire = False } /= defaultOptions

-- | Whether the liquid pass checks the module's contracts.
checksLiquid :: Options -> Bool
checksLiquid o = maybe False (not . lqInjectOnly) (optLiquid o)
