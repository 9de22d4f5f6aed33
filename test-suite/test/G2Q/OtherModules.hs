-- | Code of other modules (Note [Code of other modules] in G2.Plugin.Light): a query over a
-- sibling module's recursive functions answers when that module was compiled with the
-- plugin (no -fexpose-all-unfoldings from the user), and when it was compiled without
-- it, the query gives up at once, naming the function, why, and the fix.
module G2Q.OtherModules (otherModuleTests) where

import Control.Monad (filterM)
import Data.List (isInfixOf)
import GHC.Clock (getMonotonicTime)
import System.Directory (doesDirectoryExist)
import System.Exit (ExitCode (..))
import System.FilePath ((</>))
import System.Process (readProcessWithExitCode)
import Test.Tasty (TestTree)
import Test.Tasty.HUnit (assertBool, testCase, (@?=))

import Support

otherModuleTests :: [TestTree]
otherModuleTests =
  [ testCase "a sibling module compiled with the plugin: the query answers" $
      -- -O0, where GHC writes no code into interfaces unless the plugin asks for it.
      buildAndRun "modules-plugin" "-O0" "UsesHelper.hs" >>= (@?= (ExitSuccess, "Just [5,5,5]\n"))
  , testCase "compiled with -O: String keys compared by ghc-prim's specialised instances" $
      -- -O, cabal's default: Stock's Core calls `$fOrd[]_$s$ccompare1` (a query gave
      -- up on it, "no definition available", until session 21).
      buildAndRun "modules-optimised" "-O" "UsesStock.hs"
        >>= (@?= (ExitSuccess, "Found (fromList [(\"ink\",7)])\n"))
  , testCase "compiled with -O: base's call-pattern specialisations run as their originals" $
      buildAndRun "modules-specialised" "-O" "UsesRender.hs"
        >>= (@?= (ExitSuccess, unlines
              [ "Found [('a',3),('b',1)]", "Found [12,3]", "Found [2,3]" ]))
  , testCase "a sibling module compiled without the plugin: named at once, with the fix" $
      withScratchDir "modules-plain" $ \tmp -> do
        dir <- programs
        root <- repoRoot
        dbs <- packageDbs root
        -- Helper alone with plain GHC (-O1, cabal's default), then the query's module
        -- with the plugin in one-shot mode, which reads Helper's interface as it is.
        plain <- run "ghc" ["-c", "-O1", "-dynamic-too", "-outputdir", tmp, dir </> "Helper.hs"]
        fst plain @?= ExitSuccess
        withPlugin <- run (root </> "scripts" </> "g2-ghc")
          ["-c", "-O1", "-i" ++ tmp, "-outputdir", tmp, "-o", tmp </> "Main.o", dir </> "UsesHelper.hs"]
        fst withPlugin @?= ExitSuccess
        linked <- run "ghc" (dbs ++ ["-package", "g2-plugin", "-threaded", tmp </> "Main.o"
                                    , tmp </> "Helper.o", "-o", tmp </> "main"])
        fst linked @?= ExitSuccess
        t0 <- getMonotonicTime
        (code, out) <- run (tmp </> "main") []
        t1 <- getMonotonicTime
        assertBool out (code /= ExitSuccess)
        mapM_ (\w -> assertBool (show w ++ " in:\n" ++ out) (w `isInfixOf` out))
          [ "gave up", "no definition available for `Helper.", "count"
          , "its module Helper was compiled without the g2 plugin", "-fplugin=G2.Plugin" ]
        -- Not the query's 60 s limit: the first path that needs count stops the search.
        assertBool ("took " ++ show (t1 - t0) ++ " s") (t1 - t0 < 20)
  ]
  where
    packageDbs root = concatMap (\db -> ["-package-db", db]) <$> filterM doesDirectoryExist
      [ root </> ".cabal" </> "store" </> "ghc-9.0.2" </> "package.db"
      , root </> "dist-newstyle" </> "packagedb" </> "ghc-9.0.2" ]

-- | Builds programs/modules/MAIN (and the modules it imports) with the plugin at
-- optimisation OPT in a scratch directory, then runs it: its exit code and output.
buildAndRun :: String -> String -> FilePath -> IO (ExitCode, String)
buildAndRun scratch opt mainFile = withScratchDir scratch $ \tmp -> do
  dir <- programs
  root <- repoRoot
  build <- run (root </> "scripts" </> "g2-ghc")
    ["--make", opt, "-threaded", "-i" ++ dir, "-outputdir", tmp, "-o", tmp </> "main", dir </> mainFile]
  fst build @?= ExitSuccess
  run (tmp </> "main") []

programs :: IO FilePath
programs = (\root -> root </> "test-suite" </> "programs" </> "modules") <$> repoRoot

-- | Runs a program: its exit code, and its output and errors together.
run :: FilePath -> [String] -> IO (ExitCode, String)
run exe args = do
  (code, out, err) <- readProcessWithExitCode exe args ""
  pure (code, out ++ err)
