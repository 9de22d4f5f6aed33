-- | The models of base (haskell-plugin/src/G2/Models/) have the same code whatever the
-- build compiles before them (Note [Models are built the same way every time] in
-- haskell-plugin/light/src/G2/Models/Table.hs): the unfoldings in the interfaces the build
-- installed equal those of the model modules compiled alone, in a GHC session that
-- compiles nothing else. Without the note's flag, a fresh cabal build inlined base's
-- Integer comparisons into G2.Models.Float (their interfaces had been loaded with
-- unfoldings by the modules of the package compiled at -O before it), and a session of
-- its own did not.
module ModelsBuild (tests) where

import Data.Char (isHexDigit)
import Data.List (isInfixOf, isPrefixOf)
import System.Directory (listDirectory)
import System.Exit (ExitCode (..))
import System.FilePath (dropExtension, takeExtension, (</>))
import System.Process (readCreateProcessWithExitCode, readProcess, proc, cwd)
import Test.Tasty (TestTree)
import Test.Tasty.HUnit (assertFailure, testCase, (@?=))

import Support

tests :: TestTree
tests = testCase "the models' code does not depend on what the build compiled before them" $ do
  root <- repoRoot
  let pluginDir = root </> "haskell-plugin"
      modelsDir = pluginDir </> "src" </> "G2" </> "Models"
  models <- map dropExtension . filter ((== ".hs") . takeExtension)
              <$> listDirectory modelsDir
  -- Every model asks for the flag itself: a module compiled after others that loaded
  -- base's interfaces with unfoldings would not show its absence below.
  mapM_ (\m -> do
           src <- readFile (modelsDir </> (m ++ ".hs"))
           let pragma = takeWhile (/= '\n') src
           (m, "-fno-ignore-interface-pragmas" `isInfixOf` pragma) @?= (m, True))
        models
  installed <- installedImportDir root
  withScratchDir "models-alone" $ \dir -> do
    -- As cabal runs GHC: from the package's directory, with -isrc and its unit id, so
    -- that source locations and the module's package string read the same.
    (code, out, err) <- readCreateProcessWithExitCode
      ((proc "ghc" (["--make", "-no-link", "-O", "-isrc", "-outputdir", dir
                    , "-this-unit-id", "g2-plugin-0.1.0.0-inplace"]
                    ++ [ "src/G2/Models/" ++ m ++ ".hs" | m <- models ])) { cwd = Just pluginDir }) ""
    case code of
      ExitSuccess -> pure ()
      ExitFailure n -> assertFailure ("ghc failed (" ++ show n ++ "):\n" ++ out ++ err)
    mapM_ (\m -> do
             let hi = "G2" </> "Models" </> (m ++ ".hi")
             alone <- unfoldings (dir </> hi)
             built <- unfoldings (installed </> hi)
             (m, built) @?= (m, alone))
          models

-- | Where g2-plugin's interfaces are installed (the build's in-place package db).
installedImportDir :: FilePath -> IO FilePath
installedImportDir root = do
  dbs <- listDirectory (root </> "dist-newstyle" </> "packagedb")
  case dbs of
    [db] -> do
      out <- readProcess "ghc-pkg" [ "--package-db", root </> "dist-newstyle" </> "packagedb" </> db
                                   , "field", "g2-plugin", "import-dirs", "--simple-output" ] ""
      case words out of
        [d] -> pure d
        _ -> fail ("ghc-pkg gave no single import dir for g2-plugin: " ++ out)
    _ -> fail ("expected one package db under dist-newstyle/packagedb, found " ++ show dbs)

-- | An interface's declarations as ghc --show-iface prints them, without the
-- fingerprints (which also cover the versions of what the module imports).
unfoldings :: FilePath -> IO [String]
unfoldings hi = do
  text <- readProcess "ghc" ["--show-iface", hi] ""
  let decls = drop 1 (dropWhile (not . isFingerprint) (lines text))
  pure (filter (not . isFingerprint) decls)
  where
    isFingerprint l = let w = dropWhile (== ' ') l
                      in length w == 32 && all isHexDigit w && not ("import" `isPrefixOf` w)
