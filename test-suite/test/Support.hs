-- | Running GHC with the plugin from the tests: finds the repository, and compiles a
-- module through scripts/g2-ghc in a fresh temporary directory.
module Support
  ( repoRoot
  , Compiled (..)
  , compileWith
  , withScratchDir
  , programsIn
  , G2Status (..)
  , g2Status
  , resultLines
  ) where

import Control.Exception (bracket)
import Data.List (isInfixOf, isPrefixOf, isSuffixOf, sort)
import System.Directory
  (createDirectoryIfMissing, doesFileExist, getCurrentDirectory, getTemporaryDirectory,
   listDirectory, removeDirectoryRecursive)
import System.Exit (ExitCode (..))
import System.FilePath (takeDirectory, (</>))
import System.Process (readProcessWithExitCode)

-- | The repository root: the nearest ancestor of the working directory (cabal runs
-- tests in the package directory) holding cabal.project.
repoRoot :: IO FilePath
repoRoot = getCurrentDirectory >>= go
  where
    go dir = do
      found <- doesFileExist (dir </> "cabal.project")
      if found then pure dir
        else if takeDirectory dir == dir then fail "no cabal.project above the test"
        else go (takeDirectory dir)

data Compiled = Compiled { exitCode :: ExitCode, stdoutText :: String, stderrText :: String }

-- | Compiles one module with the plugin and extra GHC arguments; the action receives
-- the scratch directory (for dump files) and the result, before the directory goes.
compileWith :: FilePath -> (FilePath -> [String]) -> (FilePath -> Compiled -> IO a) -> IO a
compileWith hs extraArgs k = do
  root <- repoRoot
  withScratchDir hs $ \dir -> do
    (code, out, err) <- readProcessWithExitCode (root </> "scripts" </> "g2-ghc")
      (["-c", "-fforce-recomp", "-outputdir", dir, "-o", dir </> "out.o", hs] ++ extraArgs dir) ""
    k dir (Compiled code out err)

-- | A fresh scratch directory named after @key@ (a path), removed afterwards.
withScratchDir :: FilePath -> (FilePath -> IO a) -> IO a
withScratchDir key k = do
  tmp <- getTemporaryDirectory
  let scratch = tmp </> ("g2-test-" ++ map (\c -> if c == '/' then '_' else c) key)
  bracket (createDirectoryIfMissing True scratch >> pure scratch) removeDirectoryRecursive k

-- | The .hs files of a directory under the test-suite, sorted.
programsIn :: FilePath -> IO [FilePath]
programsIn sub = do
  root <- repoRoot
  let dir = root </> "test-suite" </> sub
  map (dir </>) . sort . filter (".hs" `isSuffixOf`) <$> listDirectory dir

-- | How a run of the @g2@ command line ended (its exit status, README "Exit status").
data G2Status = G2NoneExist | G2Found | G2Inconclusive | G2Failed Int
  deriving (Eq, Show)

g2Status :: ExitCode -> G2Status
g2Status code = case code of
  ExitSuccess -> G2NoneExist
  ExitFailure 1 -> G2Found
  ExitFailure 3 -> G2Inconclusive
  ExitFailure n -> G2Failed n

-- | The result lines of g2's stdout: with @--json@, the last line is the outcome
-- object, which is no result.
resultLines :: String -> [String]
resultLines = filter (not . isOutcome) . lines
  where isOutcome l = "{\"function\"" `isPrefixOf` l && "\"outcome\":" `isInfixOf` l
