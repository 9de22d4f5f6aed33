-- | The results of a module's LiquidHaskell check as the plugin records them in the
-- module, for "G2.Test" (Note [Check results in the module] in
-- "G2.Plugin.LiquidCheck"). GHC-free: the plugin writes them, a test suite reads them.
module G2.Test.Results
  ( CheckResult (..)
  , Verdict (..)
  , ModuleResults (..)
  , resultsBindingName
  , resultsPlaceholder
  , encodeResults
  , decodeResults
  ) where

import Text.Read (readMaybe)

-- | What the check of one function gave.
data Verdict
  = Counterexample    -- ^ the function breaks its refinement type: the text shows how
  | NoCounterexample  -- ^ the text says how sure: every path explored, or within a limit
  | NotChecked        -- ^ the check could not run (the text says why)
  deriving (Eq, Show, Read)

data CheckResult = CheckResult
  { crFunction :: String  -- ^ the annotated function, or "" for the whole module
  , crLocation :: String  -- ^ @FILE:LINE:COL@ of the function (or the module)
  , crVerdict  :: Verdict
  , crText     :: String  -- ^ the report, as the plugin's warning prints it
  } deriving (Eq, Show, Read)

data ModuleResults = ModuleResults
  { mrModule  :: String
  , mrResults :: [CheckResult]
  } deriving (Eq, Show, Read)

-- | The binding the plugin adds to a module it checks (and exports).
resultsBindingName :: String
resultsBindingName = "g2__liquid"

-- | Its text until the liquid pass replaces it: the module was not checked (the
-- @liquid-inject-only@ option).
resultsPlaceholder :: String
resultsPlaceholder = "g2: not checked"

encodeResults :: ModuleResults -> String
encodeResults = show

-- | Reads a module's recorded results; Left says why there are none.
decodeResults :: String -> Either String ModuleResults
decodeResults s
  | s == resultsPlaceholder =
      Left "the module was compiled with the plugin's liquid-inject-only option, so nothing was checked"
  | otherwise = maybe (Left ("not the results of a check: " ++ take 80 s)) Right (readMaybe s)
