{-# LANGUAGE ForeignFunctionInterface #-}
-- | What GHC must recompile a module for when the plugin changes (Note [The library
-- GHC hashes] in the main library's G2.Plugin): the plugin's options and the code of
-- this library, as GHC loaded it.
module G2.Plugin.Identity (pluginRecompileWithLibrary) where

import Control.Exception (SomeException, try)
import Foreign.C.String (CString, peekCString)
import Foreign.C.Types (CInt (..))
import Foreign.Marshal.Alloc (allocaBytes)
import Foreign.Ptr (FunPtr, Ptr, castFunPtrToPtr, nullPtr)
import Foreign.Storable (peek)
import GHC.Fingerprint (Fingerprint, fingerprintFingerprints, fingerprintString)
import System.Environment (getExecutablePath)
import System.FilePath (isAbsolute)
import System.IO (hPutStrLn, stderr)
import System.IO.Unsafe (unsafePerformIO)
import System.Posix.Files
  (deviceID, fileID, fileSize, getFileStatus, modificationTimeHiRes, statusChangeTimeHiRes)

import G2.Plugin.GHC (CommandLineOption, PluginRecompile (..), flagRecompile)

-- | The options' fingerprint (as 'flagRecompile') combined with this library's: a
-- module is recompiled when either changes. Where the library cannot be found (GHC
-- did not load it with the system's loader), every module is recompiled, and GHC's
-- output says so once.
pluginRecompileWithLibrary :: [CommandLineOption] -> IO PluginRecompile
pluginRecompileWithLibrary opts = do
  byOptions <- flagRecompile opts
  pure $ case (byOptions, libraryFingerprint) of
    (MaybeRecompile o, Just l) -> MaybeRecompile (fingerprintFingerprints [o, l])
    (NoForceRecompile, Just l) -> MaybeRecompile l
    (ForceRecompile, _) -> ForceRecompile
    (_, Nothing) -> ForceRecompile

-- | The file this code runs from, by path, device, inode, size, and times of
-- modification and status change, read once per process: no MD5 of its contents
-- (1.4 ms of every `ghc -c` for 0.78 MB). A new build of the library is a new file: a
-- new status-change time, which no copy or archive can restore (`cp -p` and tar keep
-- only the modification time), so a build is never taken for another; a copy of the
-- same build only recompiles modules that did not need it.
libraryFingerprint :: Maybe Fingerprint
libraryFingerprint = unsafePerformIO $ do
  found <- loadedLibrary
  fp <- case found of
    Nothing -> pure Nothing
    Just path -> do
      stat <- try (getFileStatus path)
      pure $ case stat of
        Right st -> Just $ fingerprintString $ unwords
          [ path, show (deviceID st), show (fileID st), show (fileSize st)
          , show (modificationTimeHiRes st), show (statusChangeTimeHiRes st) ]
        Left e -> const Nothing (e :: SomeException)
  case fp of
    Just _ -> pure ()
    Nothing -> hPutStrLn stderr $ "G2: the plugin cannot find the file GHC loaded it from ("
      ++ maybe "dladdr found none" show found ++ "), so GHC recompiles every module it compiles with it"
  pure fp
{-# NOINLINE libraryFingerprint #-}

-- | The file the dynamic loader loaded this library from (dladdr of one of its own
-- symbols): its shared object when GHC loaded the plugin, or, where the library is
-- linked into the program itself (dladdr then gives the program's argv[0]), the
-- program's executable.
loadedLibrary :: IO (Maybe FilePath)
loadedLibrary = do
  named <- allocaBytes 32 $ \info -> do
    -- Dl_info: dli_fname, dli_fbase, dli_sname, dli_saddr
    ok <- c_dladdr (castFunPtrToPtr anchorPtr) info
    if ok == 0 then pure Nothing else do
      name <- peek info :: IO CString
      if name == nullPtr then pure Nothing else Just <$> peekCString name
  case named of
    Just path | isAbsolute path -> pure (Just path)
    Just _ -> Just <$> getExecutablePath
    Nothing -> pure Nothing

-- | A symbol of this library for 'loadedLibrary' to look up.
anchor :: IO ()
anchor = pure ()

foreign export ccall "g2_plugin_light_anchor" anchor :: IO ()
foreign import ccall "&g2_plugin_light_anchor" anchorPtr :: FunPtr (IO ())
foreign import ccall unsafe "dlfcn.h dladdr" c_dladdr :: Ptr () -> Ptr CString -> IO CInt
