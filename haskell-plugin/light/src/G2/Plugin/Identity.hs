{-# LANGUAGE ForeignFunctionInterface #-}
-- | What GHC must recompile a module for when the plugin changes (Note [The library
-- GHC hashes] in the main library's G2.Plugin): the plugin's options and the code of
-- this library, as GHC loaded it.
module G2.Plugin.Identity (pluginRecompileWithLibrary, loadedLibrary) where

import Control.Exception (SomeException, try)
import Foreign.C.String (CString, peekCString)
import Foreign.C.Types (CInt (..))
import Foreign.Marshal.Alloc (allocaBytes)
import Foreign.Ptr (FunPtr, Ptr, castFunPtrToPtr, nullPtr)
import Foreign.Storable (peek)
import GHC.Fingerprint (Fingerprint, fingerprintFingerprints, fingerprintString)
import System.Directory (getFileSize, getModificationTime)
import System.IO.Unsafe (unsafePerformIO)

import G2.Plugin.GHC (CommandLineOption, PluginRecompile (..), flagRecompile)

-- | The options' fingerprint (as 'flagRecompile') combined with this library's: a
-- module is recompiled when either changes. Where the library cannot be found (GHC
-- did not load it from a shared object), every module is recompiled.
pluginRecompileWithLibrary :: [CommandLineOption] -> IO PluginRecompile
pluginRecompileWithLibrary opts = do
  byOptions <- flagRecompile opts
  pure $ case (byOptions, libraryFingerprint) of
    (MaybeRecompile o, Just lib) -> MaybeRecompile (fingerprintFingerprints [o, lib])
    (NoForceRecompile, Just lib) -> MaybeRecompile lib
    (ForceRecompile, _) -> ForceRecompile
    (_, Nothing) -> ForceRecompile

-- | The shared object this code runs from, by its path, size and modification time,
-- read once per process: how GHC 9.0 itself decides that a source file changed. An
-- MD5 of its contents took 1.4 ms of every `ghc -c` (0.78 MB). A new build of the
-- library is a new file (a new time, in the store a new path); a copy of the same
-- build recompiles modules that did not need it, which is only slower.
libraryFingerprint :: Maybe Fingerprint
libraryFingerprint = unsafePerformIO $ do
  found <- loadedLibrary
  case found of
    Nothing -> pure Nothing
    Just path -> do
      stat <- try ((,) <$> getFileSize path <*> getModificationTime path)
      pure $ case stat of
        Right (size, time) -> Just (fingerprintString (unwords [path, show size, show time]))
        Left e -> const Nothing (e :: SomeException)
{-# NOINLINE libraryFingerprint #-}

-- | The file the dynamic loader loaded this library from (dladdr of one of its own
-- symbols): its shared object when GHC loaded the plugin, or the executable the
-- library is linked into.
loadedLibrary :: IO (Maybe FilePath)
loadedLibrary =
  -- Dl_info: dli_fname, dli_fbase, dli_sname, dli_saddr
  allocaBytes 32 $ \info -> do
    ok <- c_dladdr (castFunPtrToPtr anchorPtr) info
    if ok == 0 then pure Nothing else do
      name <- peek info :: IO CString
      if name == nullPtr then pure Nothing else Just <$> peekCString name

-- | A symbol of this library for 'loadedLibrary' to look up.
anchor :: IO ()
anchor = pure ()

foreign export ccall "g2_plugin_light_anchor" anchor :: IO ()
foreign import ccall "&g2_plugin_light_anchor" anchorPtr :: FunPtr (IO ())
foreign import ccall unsafe "dlfcn.h dladdr" c_dladdr :: Ptr () -> Ptr CString -> IO CInt
