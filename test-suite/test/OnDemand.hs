-- | The plugin GHC loads is the small package g2-plugin-light; it loads the rest of
-- g2-plugin (the engine, Z3, the liquid checks) only for a module that needs it (Note
-- [The plugin's fixed cost] in haskell-plugin/light/src/G2/Plugin/Light.hs); and g2-plugin,
-- which GHC loads for every module of a cabal package that depends on it, does not
-- bring the test frameworks (package g2-test). What GHC loads
-- is read from its own -v2 output ("Loading package P ... linking ... done."), and the
-- recompilation dependency from the interface file (ghc --show-iface). The modules
-- that need work (queries, liquid checks, the note on unchecked annotations) are the
-- g2q and liquid-plugin suites, which run through the on-demand load.
module OnDemand (tests, namedTwice) where

import qualified Data.ByteString as BS
import Data.List (isInfixOf, isPrefixOf)
import Control.Monad (filterM)
import System.Directory (doesDirectoryExist, doesFileExist)
import System.Environment (getEnvironment)
import GHC.Fingerprint (fingerprintFingerprints, fingerprintString)
import System.Exit (ExitCode (..))
import System.FilePath ((</>))
import System.Process
  (CreateProcess (..), proc, readCreateProcessWithExitCode, readProcess,
   readProcessWithExitCode)
import Test.Tasty (TestTree, testGroup)
import Test.Tasty.HUnit (assertBool, assertFailure, testCase)

import Support

tests :: FilePath -> TestTree
tests plain = testGroup "loading on demand"
  [ testCase "a module with nothing to check: only g2-plugin-light is loaded" $
      compileWith plain (const ["-v2"]) $ \dir c -> do
        ok c
        onlyLightLoaded c
        deps <- dependentFiles dir
        assertBool ("the interface depends on the main library's files: " ++ unlines deps)
                   (not (any isMainLibraryFile deps))
  , testCase "GHC hashes the plugin's small entry library; the plugin's own hash covers the rest" $
      compileWith plain (const []) $ \dir c -> do
        ok c
        -- Note [The library GHC hashes] in haskell-plugin/light/entry/G2/Plugin.hs: the
        -- library files GHC records are the main library's (G2.Plugin alone), not core's
        deps <- dependentFiles dir
        let light = [ d | d <- deps, "libHSg2-plugin-light" `isInfixOf` d ]
        assertBool ("no plugin library recorded: " ++ unlines deps) (not (null light))
        assertBool ("GHC hashes g2-plugin-light:core: " ++ unlines light)
                   (not (any ("-core" `isInfixOf`) light))
        -- the plugin's fingerprint is neither the options' alone (flagRecompile's, for
        -- no options) nor a forced recompilation: it found and read its library
        iface <- readProcess "ghc" ["--show-iface", dir </> "Plain.hi"] ""
        let hashes = [ h | l <- lines iface, ["plugin_hash:", h] <- [words l] ]
            refused = [show (fingerprintFingerprints []), show (fingerprintString "ForceRecompile")]
        assertBool ("plugin hash: " ++ show hashes) (length hashes == 1 && all (`notElem` refused) hashes)
  , testCase "as cabal names g2-plugin: no test framework, and z3 found without gcc" $
      -- cabal's build-depends: g2-plugin becomes -package-id g2-plugin, and GHC loads
      -- every package so named, with its dependencies, when it loads the plugin
      compileAsCabal plain $ \c -> do
        ok c
        let loaded = loadedPackages c
        -- the premise: g2-plugin was loaded with the plugin
        assertBool ("g2-plugin not loaded; loaded: " ++ unwords loaded) (any isMainLibrary loaded)
        assertBool ("a test framework was loaded with g2-plugin: " ++ unwords loaded)
                   (not (any isTestFramework loaded))
        -- Note [Z3 beside the engine] in haskell-plugin/Setup.hs: -v3 shows each gcc
        -- command GHC's loader runs
        let lookups = [ l | l <- lines (stdoutText c ++ stderrText c)
                          , "--print-file-name libz3.so" `isInfixOf` l ]
        assertBool ("GHC ran gcc to find z3: " ++ unlines lookups) (null lookups)
  , testCase "a module whose options ask only for its wire: serialized without the rest" $
      compileWith plain (\d -> ["-v2", "-fplugin-opt=G2.Plugin:dump-wire=" ++ (d </> "m.wire")]) $ \dir c -> do
        ok c
        -- Note [Serializing without the engine] in light/src/G2/Plugin/Dump.hs
        onlyLightLoaded c
        wire <- BS.readFile (dir </> "m.wire")
        assertBool "the wire is empty" (not (BS.null wire))
  , testCase "a module the options ask the engine for: the rest is loaded, and a dependency" $
      compileWith plain (\d -> ["-v2", "-fplugin-opt=G2.Plugin:check-census"
                                , "-fplugin-opt=G2.Plugin:dump-wire=" ++ (d </> "m.wire")]) $ \dir c -> do
        ok c
        let loaded = loadedPackages c
        assertBool ("the rest of g2-plugin was not loaded: " ++ unwords loaded) (any isMainLibrary loaded)
        wrote <- doesFileExist (dir </> "m.wire")
        assertBool "no wire bytes written" wrote
        -- Note [Recompilation after the split]: rebuilding the main library recompiles it
        deps <- dependentFiles dir
        assertBool ("no dependency on the main library's shared object in: " ++ unlines deps)
                   (any isMainLibraryFile deps)
  ]
  where
    ok c = case exitCode c of
      ExitSuccess -> pure ()
      ExitFailure n -> assertFailure ("ghc failed (" ++ show n ++ "):\n" ++ stderrText c)

-- | A module that names the plugin in its own OPTIONS_GHC, built into a program by
-- scripts/g2-ghc (which names it too): its query's Core is embedded, and the program
-- prints the answer its comment derives (Note [The plugin named twice]).
namedTwice :: FilePath -> TestTree
namedTwice hs = testCase "a module that names the plugin itself: its queries still run" $ do
  root <- repoRoot
  withScratchDir hs $ \dir -> do
    let exe = dir </> "named-twice"
    (code, out, err) <- readProcessWithExitCode (root </> "scripts" </> "g2-ghc")
      ["-fforce-recomp", "-outputdir", dir, "-o", exe, hs] ""
    case code of
      ExitSuccess -> pure ()
      ExitFailure n -> assertFailure ("ghc failed (" ++ show n ++ "):\n" ++ out ++ err)
    (runCode, printed, runErr) <- readProcessWithExitCode exe [] ""
    assertBool ("the program failed: " ++ printed ++ runErr) (runCode == ExitSuccess)
    assertBool ("expected Just 5, got: " ++ printed ++ runErr) (lines printed == ["Just 5"])

-- | Compiles the module with GHC as cabal runs it for a component with build-depends:
-- g2-plugin and -fplugin=G2.Plugin: g2-plugin named, this repository's package
-- databases (as scripts/g2-ghc finds them), -v3, and without scripts/g2-ghc's
-- LIBRARY_PATH (a user's environment: GHC's loader finds a C library in the
-- package's directories or by running gcc).
compileAsCabal :: FilePath -> (Compiled -> IO a) -> IO a
compileAsCabal hs k = do
  root <- repoRoot
  dbs <- filterM doesDirectoryExist
    [ root </> ".cabal" </> "store" </> "ghc-9.0.2" </> "package.db"
    , root </> "dist-newstyle" </> "packagedb" </> "ghc-9.0.2" ]
  userEnv <- filter ((/= "LIBRARY_PATH") . fst) <$> getEnvironment
  withScratchDir (hs ++ "-cabal") $ \dir -> do
    let args = concatMap (\db -> ["-package-db", db]) dbs
               ++ [ "-package", "g2-plugin", "-fplugin=G2.Plugin", "-v3", "-c", "-fforce-recomp"
                  , "-outputdir", dir, "-o", dir </> "out.o", hs ]
    (code, out, err) <- readCreateProcessWithExitCode ((proc "ghc" args) { env = Just userEnv }) ""
    k (Compiled code out err)

-- | GHC loaded g2-plugin-light (the plugin was loaded at all, so the second assertion
-- is about it) and not the rest of g2-plugin.
onlyLightLoaded :: Compiled -> IO ()
onlyLightLoaded c = do
  let loaded = loadedPackages c
  assertBool ("g2-plugin-light not loaded; loaded: " ++ unwords loaded)
             (any ("g2-plugin-light-" `isPrefixOf`) loaded)
  assertBool ("the rest of g2-plugin was loaded: " ++ unwords loaded)
             (not (any isMainLibrary loaded))

-- | "Loading package P ... linking ... done." lines of GHC's -v2 output: the P's.
loadedPackages :: Compiled -> [String]
loadedPackages c = [ p | l <- lines (stdoutText c ++ stderrText c)
                       , ("Loading" : "package" : p : _) <- [words l] ]

-- | g2-plugin-0.1.0.0 (the main library), not g2-plugin-light.
isMainLibrary :: String -> Bool
isMainLibrary p = "g2-plugin-" `isPrefixOf` p && not ("g2-plugin-light" `isPrefixOf` p)

-- | The test frameworks G2.Test and G2.Test.Hspec use (package g2-test), and theirs.
isTestFramework :: String -> Bool
isTestFramework p = any (`isPrefixOf` p) ["g2-test-", "tasty-", "hspec-", "QuickCheck-", "HUnit-"]

isMainLibraryFile :: FilePath -> Bool
isMainLibraryFile f = "libHSg2-plugin-0" `isInfixOf` f

-- | The files the compiled module's interface depends on (addDependentFile lines of
-- ghc --show-iface: the plugin's library files, and those the plugin added).
dependentFiles :: FilePath -> IO [FilePath]
dependentFiles dir = do
  iface <- readProcess "ghc" ["--show-iface", dir </> "Plain.hi"] ""
  pure [ l | l <- lines iface, "addDependentFile" `isInfixOf` l ]
