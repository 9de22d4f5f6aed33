-- | The build of g2-plugin builds and links the Rust engine itself, so that a project
-- using G2-rs needs nothing but @build-depends: g2-plugin@ (Note [Engine build]).
module Main (main) where

import Control.Exception (IOException, catch)
import Control.Monad (unless, when)
import Data.Maybe (fromMaybe)
import Distribution.Simple
import Distribution.Simple.LocalBuildInfo
  (InstallDirs (..), LocalBuildInfo, absoluteInstallDirs, withPrograms)
import Distribution.Simple.Program (gccProgram, lookupProgram, programPath)
import Distribution.Simple.Setup
  (BuildFlags, ConfigFlags (..), buildDistPref, buildVerbosity, configDistPref,
   configVerbosity, copyDest, copyDistPref, copyVerbosity, fromFlag, fromFlagOrDefault)
import Distribution.Simple.Utils (die', info, notice)
import Distribution.Verbosity (Verbosity, normal)
import System.Directory
  (canonicalizePath, copyFile, createDirectoryIfMissing, createFileLink, doesFileExist,
   findExecutable, getCurrentDirectory, getFileSize, getHomeDirectory,
   getModificationTime, getSymbolicLinkTarget, makeAbsolute, pathIsSymbolicLink,
   removeFile, renameFile)
import System.Environment (lookupEnv)
import System.Exit (ExitCode (..))
import System.FilePath (isAbsolute, takeDirectory, (</>))
import System.Process
  (CreateProcess (..), proc, readProcessWithExitCode, waitForProcess, withCreateProcess)

{- Note [Engine build]
~~~~~~~~~~~~~~~~~~~~~~
The plugin's library links the Rust engine, the static archive libg2core.a of the
crate rust-core, and compiles its FFI imports against cbits/g2.h. Both live in the
Cargo workspace around this package: the repository root, found by walking up from
the package directory to a Cargo.toml beside rust-core/ (or named by
$G2_RUST_WORKSPACE).

Cabal builds some packages from a copy of their files (an sdist, unpacked in a
temporary directory): a source-repository-package, `cabal install`. So the engine's
files are among the package's extra-source-files, through the symlinks rust-core,
cbits, Cargo.lock and cargo-workspace.toml (the workspace's Cargo.toml, renamed so that
the package directory is no workspace in the repository). In such a copy no workspace
lies above, and the package directory becomes one: cargo-workspace.toml is copied to
Cargo.toml there.

  * configure runs `cargo build --release -p rust-core` (configure already checks that
    the library links, so the archive must exist by then), copies the archive to
    DIST/g2-engine/ (without its debug information: Note [The engine without debug
    information]), and adds that directory and the workspace's cbits/ to the
    extra-lib-dirs and extra-include-dirs of the configuration. The directory is the
    same for every build, so nothing absolute is written into the user's files, and
    the installed package records where its archive is.
  * build runs cargo again (a no-op when nothing changed) and copies the archive when
    it changed, before GHC links the library. Cabal only calls build when one of the
    package's files changed; the Rust sources are among its extra-source-files (through
    the symlink `engine`, which points at the workspace), so editing the engine relinks
    the plugin.
  * copy (installing the package) also copies the archive into the installed library
    directory, where executables that use G2Q find it when they link: DIST of a
    package built from a copy is deleted after the build.
  * $G2_CORE_LIB_DIR names a directory holding a prebuilt libg2core.a: cargo is not
    run and that archive is used (scripts/build.sh writes engine-stamp/engine.stamp,
    which cabal watches, so a new archive relinks).

cargo is found on PATH, as $CARGO, or in ~/.cargo/bin.
-}

main :: IO ()
main = defaultMainWithHooks simpleUserHooks
  { confHook = \descr flags -> do
      let verbosity = fromFlagOrDefault normal (configVerbosity flags)
          dist = fromFlagOrDefault "dist" (configDistPref flags)
      (engineDir, includeDir) <- prepareEngine verbosity dist
      confHook simpleUserHooks descr flags
        { configExtraLibDirs = engineDir : configExtraLibDirs flags
        , configExtraIncludeDirs = includeDir : configExtraIncludeDirs flags
        }
  , buildHook = \descr lbi hooks flags -> do
      let verbosity = fromFlagOrDefault normal (buildVerbosity flags)
          dist = fromFlagOrDefault "dist" (buildDistPref flags)
      (engineDir, _) <- prepareEngine verbosity dist
      linkZ3 verbosity lbi engineDir
      buildHook simpleUserHooks descr (lbi :: LocalBuildInfo) hooks (flags :: BuildFlags)
  , copyHook = \descr lbi hooks flags -> do
      copyHook simpleUserHooks descr lbi hooks flags
      let verbosity = fromFlagOrDefault normal (copyVerbosity flags)
          dist = fromFlagOrDefault "dist" (copyDistPref flags)
          installed = libdir (absoluteInstallDirs descr lbi (fromFlag (copyDest flags)))
      engineDir <- makeAbsolute (dist </> "g2-engine")
      createDirectoryIfMissing True installed
      copyIfChanged verbosity (engineDir </> "libg2core.a") (installed </> "libg2core.a")
      copyZ3Link verbosity (engineDir </> z3Link) (installed </> z3Link)
  }

{- Note [Z3 beside the engine]
~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
GHC loads the package's extra-ghci-libraries (z3, g2-plugin.cabal) whenever it loads
g2-plugin, and a cabal package with build-depends: g2-plugin has GHC load g2-plugin for
every module it compiles with the plugin (Note [The plugin's fixed cost] in
light/src/G2/Plugin/Light.hs). GHC's linker looks such a library up in the package's library
directories, and, not finding it there, runs `gcc --print-file-name libz3.so`
(GHC.Runtime.Linker.locateLib): a process per module, about 3 ms of GHC's CPU on a
module that takes 0.16 s (bench/run.py --plugin-cost). So build asks the C compiler
cabal configured (the one GHC uses) that question once and links the answer as
DIST/g2-engine/libz3.so, in a library directory of the package, where GHC finds it;
copy puts the same link beside the installed archive. Executables using G2Q link the
same library through it (-lz3). Where the compiler names no file, there is no link and
GHC looks z3 up as before.
-}

{- Note [The engine stays in g2-plugin's shared object]
~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
The engine's archive is linked into g2-plugin's shared object, which names libz3 (and
through it libstdc++) as needed libraries, so GHC loads all three whenever it loads
g2-plugin: under cabal, with any plugin (Note [The plugin's fixed cost] in
light/src/G2/Plugin/Light.hs). The engine as a shared object of its own, opened on the first
engine call, was measured (issue 15) and is not done yet:

  * What it saves, at most. g2-plugin's shared object relinked without the engine,
    and its package database entry without extra-libraries, given to GHC: dlopen of
    it, libz3 and libstdc++ takes 0.75 ms of CPU instead of 3.0 (in a process holding
    the ghc package's libraries, medians of 5), and GHC on bench/run.py's modules
    takes 4.4-4.9 ms less without LIBRARY_PATH (BaseList +16.1% -> +13.5%, Everyday
    +15.3% -> +12.6%) and 3.5-4.3 ms less with it (+11.1% -> +9.1%, +12.1% -> +9.7%):
    medians of 31, interleaved, load 1-1.4. Once per GHC process; cabal compiles a
    component in one. With LIBRARY_PATH that meets the goal (under 10%); without it
    not, since a plugin that does nothing costs +8.4-8.8% there.
  * What it costs. GHC, GHCi (cabal repl, G2Q there) and dynamically linked
    executables open the engine's object, from beside g2-plugin's shared object, whose
    place they already depend on (found with dladdr, an environment variable to
    override); the new failure, that object missing, must be an error naming it, raised
    by every Haskell entry into the engine before its first call. Statically linked
    executables, the default, still link the archive: so the shared object is linked
    with other extra-libraries (no g2core, z3, stdc++) than those registered, and
    extra-ghci-libraries must still name some library (when it is empty GHC loads the
    extra-libraries, the archive with its own linker). The calls need a trampoline for
    each function of g2.h in the shared object only (given to its link alone, as
    ld-options of the build's BuildInfo): in the static library they would keep the
    linker from taking the engine from libg2core.a; leaving the engine's symbols
    undefined for lazy binding instead would make every module fail to compile with
    the plugin where LD_BIND_NOW is set. Note [Recompilation after the split] must
    hash the engine's object too. And a test that GHC does not open it for a module
    with nothing to check, and that GHCi and the outside project still run queries.
-}

z3Link :: FilePath
z3Link = "libz3.so"

-- | Note [Z3 beside the engine].
linkZ3 :: Verbosity -> LocalBuildInfo -> FilePath -> IO ()
linkZ3 verbosity lbi engineDir = case lookupProgram gccProgram (withPrograms lbi) of
  Nothing -> info verbosity "g2-plugin: no C compiler configured; z3 is left to GHC's lookup"
  Just gcc -> do
    (code, out, _) <- readProcessWithExitCode (programPath gcc) ["--print-file-name", z3Link] ""
    let path = takeWhile (/= '\n') out
    found <- if code == ExitSuccess && isAbsolute path then doesFileExist path else pure False
    if found then canonicalizePath path >>= replaceLink verbosity (engineDir </> z3Link)
      else info verbosity ("g2-plugin: the C compiler does not know " ++ z3Link
                           ++ "; z3 is left to GHC's lookup")

-- | The link of Note [Z3 beside the engine], made again at @to@ (installing).
copyZ3Link :: Verbosity -> FilePath -> FilePath -> IO ()
copyZ3Link verbosity from to = do
  present <- isSymbolicLink from
  when present $ getSymbolicLinkTarget from >>= replaceLink verbosity to

-- | Makes @link@ a symbolic link to @target@, unless it is one already.
replaceLink :: Verbosity -> FilePath -> FilePath -> IO ()
replaceLink verbosity link target = do
  isLink <- isSymbolicLink link
  current <- if isLink then Just <$> getSymbolicLinkTarget link else pure Nothing
  unless (current == Just target) $ do
    info verbosity ("g2-plugin: linking " ++ link ++ " to " ++ target)
    exists <- (isLink ||) <$> doesFileExist link
    when exists (removeFile link)
    createFileLink target link

-- | Whether the path is a symbolic link (False where nothing is).
isSymbolicLink :: FilePath -> IO Bool
isSymbolicLink path = pathIsSymbolicLink path `catch` \e -> const (pure False) (e :: IOException)

-- | Builds (or finds) the engine's archive and copies it to DIST/g2-engine/; returns
-- that directory and the directory of g2.h, both absolute.
prepareEngine :: Verbosity -> FilePath -> IO (FilePath, FilePath)
prepareEngine verbosity dist = do
  engineDir <- makeAbsolute (dist </> "g2-engine")
  createDirectoryIfMissing True engineDir
  workspace <- findWorkspace verbosity
  prebuilt <- lookupEnv "G2_CORE_LIB_DIR"
  archive <- case prebuilt of
    Just dir | not (null dir) -> do
      notice verbosity ("g2-plugin: linking the prebuilt engine in " ++ dir)
      pure (dir </> "libg2core.a")
    _ -> do
      runCargo verbosity workspace
      targetDir <- fromMaybe (workspace </> "target") <$> lookupEnv "CARGO_TARGET_DIR"
      pure (targetDir </> "release" </> "libg2core.a")
  present <- doesFileExist archive
  unless present $
    die' verbosity ("g2-plugin: the engine archive " ++ archive ++ " does not exist")
  copyEngine verbosity archive (engineDir </> "libg2core.a")
  pure (engineDir, workspace </> "cbits")

{- Note [The engine without debug information]
~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
The release profile keeps line tables (Cargo.toml, debug = 1: profiles and backtraces
of the g2 command), two thirds of the archive. The copy linked into the plugin leaves
them out (strip --strip-debug): GHC reads and hashes the plugin's whole shared object
on every compilation with the plugin (the plugin is a dependency of the module's
interface, GHC.HsToCore.Usage.mkPluginUsage: an MD5 of the file), and that object
went from 25 MB to 9 MB, about 0.025 s of CPU per compiled module here (Note [The
plugin's fixed cost] in light/src/G2/Plugin/Light.hs). Executables using G2Q link the same copy. Where
no strip is on PATH, the archive is copied as it is.

The copy cannot be compared with the archive by size any more, so a stamp beside it
(libg2core.a.from) records the archive's path, size and time it was made from.
-}

-- | Copies the archive to @to@ without its debug information, unless @to@ was made
-- from this very archive (Note [The engine without debug information]).
copyEngine :: Verbosity -> FilePath -> FilePath -> IO ()
copyEngine verbosity from to = do
  size <- getFileSize from
  time <- getModificationTime from
  let stamp = to ++ ".from"
      made = unwords [from, show size, show time]
  exists <- (&&) <$> doesFileExist to <*> doesFileExist stamp
  -- Read whole before the stamp is written again below (readFile is lazy).
  old <- if exists then readFile stamp >>= \c -> length c `seq` pure (Just c) else pure Nothing
  unless (fmap (filter (/= '\n')) old == Just made) $ do
    strip <- findExecutable "strip"
    stripped <- case strip of
      Nothing -> pure False
      Just exe -> do
        info verbosity ("g2-plugin: " ++ exe ++ " --strip-debug " ++ from)
        code <- withCreateProcess (proc exe ["--strip-debug", "-o", to ++ ".tmp", from])
                  (\_ _ _ ph -> waitForProcess ph)
        pure (code == ExitSuccess)
    unless stripped $ do
      info verbosity ("g2-plugin: copying " ++ from ++ " to " ++ to)
      copyFile from (to ++ ".tmp")
    renameFile (to ++ ".tmp") to
    writeFile stamp (made ++ "\n")

-- | The Cargo workspace: $G2_RUST_WORKSPACE, or the nearest directory above the
-- package directory that holds Cargo.toml and rust-core/, or else the package
-- directory itself when it is a copy (Note [Engine build]).
findWorkspace :: Verbosity -> IO FilePath
findWorkspace verbosity = do
  fromEnv <- lookupEnv "G2_RUST_WORKSPACE"
  case fromEnv of
    Just dir | not (null dir) -> do
      ok <- isWorkspace dir
      unless ok $ die' verbosity
        ("g2-plugin: G2_RUST_WORKSPACE=" ++ dir ++ " holds no Cargo.toml and rust-core/")
      makeAbsolute dir
    _ -> getCurrentDirectory >>= \here -> walkUp here here
  where
    walkUp here dir = do
      ok <- isWorkspace dir
      let parent = takeDirectory dir
      if ok then pure dir
      else if parent == dir then unpacked here
      else walkUp here parent
    -- A copy of the package (Note [Engine build]).
    unpacked here = do
      manifest <- doesFileExist (here </> "cargo-workspace.toml")
      crate <- doesFileExist (here </> "rust-core" </> "Cargo.toml")
      if manifest && crate then do
        copyFile (here </> "cargo-workspace.toml") (here </> "Cargo.toml")
        pure here
      else die' verbosity
        ("g2-plugin: the Rust engine's sources (a Cargo workspace with rust-core/) are "
         ++ "not in a directory above this package; set G2_RUST_WORKSPACE to the "
         ++ "G2-rs repository, or G2_CORE_LIB_DIR to a directory with libg2core.a")
    isWorkspace dir =
      (&&) <$> doesFileExist (dir </> "Cargo.toml")
           <*> doesFileExist (dir </> "rust-core" </> "Cargo.toml")

runCargo :: Verbosity -> FilePath -> IO ()
runCargo verbosity workspace = do
  cargo <- findCargo
  case cargo of
    Nothing -> die' verbosity
      "g2-plugin: cargo (Rust) is needed to build the engine; install it with rustup"
    Just exe -> do
      info verbosity ("g2-plugin: " ++ exe ++ " build --release -p rust-core")
      code <- withCreateProcess
        (proc exe ["build", "--release", "-p", "rust-core"]) { cwd = Just workspace }
        (\_ _ _ ph -> waitForProcess ph)
      when (code /= ExitSuccess) $
        die' verbosity ("g2-plugin: building the Rust engine failed (" ++ show code ++ ")")
  where
    findCargo = do
      fromEnv <- lookupEnv "CARGO"
      onPath <- findExecutable "cargo"
      home <- getHomeDirectory
      let rustup = home </> ".cargo" </> "bin" </> "cargo"
      inHome <- doesFileExist rustup
      pure $ case (fromEnv, onPath) of
        (Just c, _) | not (null c) -> Just c
        (_, Just c) -> Just c
        _ | inHome -> Just rustup
          | otherwise -> Nothing

-- | Copies the archive unless the copy has its size and a time no older than it, so
-- that an unchanged engine leaves the copy (and GHC's link) alone.
copyIfChanged :: Verbosity -> FilePath -> FilePath -> IO ()
copyIfChanged verbosity from to = do
  exists <- doesFileExist to
  same <- if not exists then pure False else do
    sizes <- (==) <$> getFileSize from <*> getFileSize to
    newer <- (>=) <$> getModificationTime to <*> getModificationTime from
    pure (sizes && newer)
  unless same $ do
    info verbosity ("g2-plugin: copying " ++ from ++ " to " ++ to)
    copyFile from (to ++ ".tmp")
    renameFile (to ++ ".tmp") to
