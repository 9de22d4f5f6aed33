{-# LANGUAGE CApiFFI #-}
-- | The Rust engine over the C ABI of cbits/g2.h.
--
-- Ownership follows g2.h: input bytes are borrowed for the call; a module handle is
-- released with @g2_module_free@ (done by 'withEngineModule', exception-safe); every
-- returned string, result or error message, is copied into Haskell and then released
-- with @g2_string_free@. Failures come back as 'EngineError' values, never exceptions.
module G2.Engine
  ( EngineError (..)
  , describeEngineError
  , describeStatus
  , EngineModule
  , engineWireVersion
  , withEngineModule
  , renderModule
  , moduleCensus
  , moduleBindingCount
  , checkFunction
  , suggestSpecs
    -- * For other bindings of the ABI (G2.Query.Engine)
  , G2Module
  , takeString
  ) where

import Control.Exception (bracket)
import qualified Data.ByteString as BS
import Data.ByteString.Unsafe (unsafeUseAsCStringLen)
import Data.Word (Word32, Word8)
import Foreign.C.String (CString)
import Foreign.C.Types (CInt (..), CSize (..))
import Foreign.Marshal.Alloc (alloca)
import Foreign.Ptr (Ptr, castPtr, nullPtr)
import Foreign.Storable (peek, poke)
import qualified GHC.Foreign as GF
import GHC.IO.Encoding (utf8)

-- | What went wrong, in the user's words: the status says whose fault it is (g2.h's
-- @g2_status@), the message what.
describeEngineError :: EngineError -> String
describeEngineError e = describeStatus (engineStatus e) (engineMessage e)

describeStatus :: Integral n => n -> String -> String
describeStatus status msg = case status of
  1 -> "the engine could not read the module's Core, a bug in G2 (please report it): " ++ msg
  2 -> "the plugin and the engine come from different builds of G2; rebuild g2-plugin: " ++ msg
  3 -> "the engine cannot run this code: " ++ msg
  4 -> "a bad option: " ++ msg
  5 -> "an internal error in G2 (please report it): " ++ msg
  _ -> "the engine failed (status " ++ show (toInteger status) ++ "): " ++ msg

-- | The opaque @g2_module@.
data G2Module

-- | A decoded module, valid only inside 'withEngineModule'.
newtype EngineModule = EngineModule (Ptr G2Module)

-- | A non-OK @g2_status@ and the engine's message.
data EngineError = EngineError
  { engineStatus  :: Int
  , engineMessage :: String
  } deriving (Show)

foreign import capi unsafe "g2.h g2_wire_version"
  c_g2_wire_version :: IO Word32
foreign import capi safe "g2.h g2_module_load"
  c_g2_module_load :: Ptr Word8 -> CSize -> Ptr (Ptr G2Module) -> Ptr CString -> IO CInt
foreign import capi safe "g2.h g2_module_render"
  c_g2_module_render :: Ptr G2Module -> Ptr CString -> Ptr CString -> IO CInt
foreign import capi safe "g2.h g2_module_census"
  c_g2_module_census :: Ptr G2Module -> Ptr CString -> Ptr CString -> IO CInt
foreign import capi unsafe "g2.h g2_module_binding_count"
  c_g2_module_binding_count :: Ptr G2Module -> Ptr CSize -> Ptr CString -> IO CInt
foreign import capi safe "g2.h g2_module_check"
  c_g2_module_check :: Ptr G2Module -> CString -> Word32 -> Word32 -> Ptr CString -> Ptr CString -> IO CInt
foreign import capi safe "g2.h g2_suggest"
  c_g2_suggest :: CString -> CString -> Word32 -> Word32 -> Word32 -> Ptr CString -> Ptr CString -> IO CInt
foreign import capi safe "g2.h g2_module_free"
  c_g2_module_free :: Ptr G2Module -> IO ()
foreign import capi unsafe "g2.h g2_string_free"
  c_g2_string_free :: CString -> IO ()

-- | The wire-format version the linked engine reads.
engineWireVersion :: IO Word32
engineWireVersion = c_g2_wire_version

-- | Copies an engine-owned string and releases it. NULL reads as "".
takeString :: CString -> IO String
takeString p
  | p == nullPtr = pure ""
  | otherwise = do
      s <- GF.peekCString utf8 p
      c_g2_string_free p
      pure s

-- | Runs one ABI call that may fail: passes the error out-parameter, turns a non-zero
-- status into an 'EngineError'.
call :: (Ptr CString -> IO CInt) -> IO (Either EngineError ())
call f = alloca $ \errPtr -> do
  poke errPtr nullPtr
  status <- f errPtr
  if status == 0
    then pure (Right ())
    else do
      msg <- peek errPtr >>= takeString
      pure (Left (EngineError (fromIntegral status) msg))

-- | Decodes wire bytes into an engine module for the duration of the action.
withEngineModule :: BS.ByteString -> (EngineModule -> IO a) -> IO (Either EngineError a)
withEngineModule bytes act =
  unsafeUseAsCStringLen bytes $ \(ptr, len) ->
  alloca $ \outPtr -> do
    poke outPtr nullPtr
    res <- call (c_g2_module_load (castPtr ptr) (fromIntegral len) outPtr)
    case res of
      Left e -> pure (Left e)
      Right () -> do
        m <- peek outPtr
        Right <$> bracket (pure m) c_g2_module_free (act . EngineModule)

-- | A string-returning call.
stringCall
  :: (Ptr G2Module -> Ptr CString -> Ptr CString -> IO CInt)
  -> EngineModule -> IO (Either EngineError String)
stringCall f (EngineModule m) = alloca $ \outPtr -> do
  poke outPtr nullPtr
  res <- call (f m outPtr)
  case res of
    Left e -> pure (Left e)
    Right () -> Right <$> (peek outPtr >>= takeString)

-- | The engine's readable rendering of the module.
renderModule :: EngineModule -> IO (Either EngineError String)
renderModule = stringCall c_g2_module_render

-- | The engine's census of the module (docs/wire-format.md, "Census").
moduleCensus :: EngineModule -> IO (Either EngineError String)
moduleCensus = stringCall c_g2_module_census

-- | The number of the module's own top-level bindings.
moduleBindingCount :: EngineModule -> IO (Either EngineError Int)
moduleBindingCount (EngineModule m) = alloca $ \outPtr -> do
  poke outPtr 0
  res <- call (c_g2_module_binding_count m outPtr)
  case res of
    Left e -> pure (Left e)
    Right () -> Right . fromIntegral <$> peek outPtr

-- | Checks the module's function (its occurrence name) against its contract,
-- @g2__pre_F@ and @g2__post_F@, for at most the given milliseconds: the report in the
-- shape of @g2 check@, or when no counterexample was found one line starting with
-- "no counterexample" that states the outcome. With @machineInt@, Int
-- is 64-bit; without, a mathematical integer (LiquidHaskell's reading). The name is
-- borrowed for the call; the report is copied and released.
checkFunction :: EngineModule -> String -> Int -> Bool -> IO (Either EngineError String)
checkFunction (EngineModule m) f timeoutMs machineInt =
  GF.withCString utf8 f $ \name -> alloca $ \outPtr -> do
    poke outPtr nullPtr
    -- G2_CHECK_STATE_OUTCOME, and G2_CHECK_MACHINE_INT if asked
    let flags = 2 + (if machineInt then 1 else 0)
    res <- call (c_g2_module_check m name (fromIntegral (max 0 timeoutMs)) flags outPtr)
    case res of
      Left e -> pure (Left e)
      Right () -> Right <$> (peek outPtr >>= takeString)

-- | Inference's suggestion for the callees an abstract counterexample of the function
-- blames (@g2_suggest@): lines to print under its report, for at most the first
-- milliseconds in all and the second per check. It compiles copies of the source file
-- (the path) with scripts/g2-ghc. Arguments are borrowed; the text is copied and
-- released.
suggestSpecs :: FilePath -> String -> Int -> Int -> Bool -> IO (Either EngineError String)
suggestSpecs path f timeoutMs checkMs machineInt =
  GF.withCString utf8 path $ \cpath -> GF.withCString utf8 f $ \name -> alloca $ \outPtr -> do
    poke outPtr nullPtr
    let ms = fromIntegral . max 1
    res <- call (c_g2_suggest cpath name (ms timeoutMs) (ms checkMs) (if machineInt then 1 else 0) outPtr)
    case res of
      Left e -> pure (Left e)
      Right () -> Right <$> (peek outPtr >>= takeString)
