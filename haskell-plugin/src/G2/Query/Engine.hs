{-# LANGUAGE CApiFFI, MagicHash, ScopedTypeVariables #-}
-- | The seam between a query's Haskell side and the engine: 'runQuery' is the one
-- function the engine side has to provide. Everything around it (encoding the
-- arguments, decoding and validating the answer, the rewrite of @[g2| ... |]@) is built
-- and tested against a 'QueryRunner' passed in, so tests can inject a double.
--
-- Note [The engine's query entry point]
-- ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
-- 'runQuery' runs a query on the Rust engine through @g2_query_start@,
-- @g2_query_next@ and @g2_query_free@ (cbits/g2.h):
--
-- * The predicate: the module @qidModule@ has a top-level binding named
--   @'queryBindingName' qid@ (@g2'query'LINE'COL@), of type
--   @t1 -> ... -> tm -> s1 -> ... -> sn -> Bool@, added by "G2.QuasiQuote.Rewrite".
-- * The module's Core: the rewrite also adds @g2'wire :: 'Wire'@ (one per module,
--   'wireBindingName') and puts it in every 'QueryId' of the module; its right-hand side
--   is 'wirePlaceholder' until the plugin's Core pass ("G2.Plugin.CorePass") replaces it
--   by the wire bytes of the module's predicates and everything they reach, as a string
--   literal (Note [Embedding the module's Core] there). At run time the engine loads
--   those bytes once per module ('Wire's address is the key of a process-wide cache) and
--   keeps the loaded module for the life of the process.
-- * The concrete arguments cross as terms (docs/wire-format.md, "Terms"), node by
--   node as the run needs them (Note [Arguments node by node] in "G2.Query.Codec"):
--   the query runs on the engine's own thread, and each @g2_query_next@ either says
--   which node it needs (this thread evaluates it and replies in the next call) or
--   ends the query. So no Haskell code runs on a foreign thread, and an infinite
--   argument costs only what the predicate looks at.
-- * The calls are @safe@ foreign calls, so other Haskell threads run meanwhile, and the
--   engine is reentrant: queries from many threads run at once, with no global lock
--   (the cache's lock is held only while a module loads). 'bracket' frees the query
--   however the conversation ends (an exception stops the engine's search).
-- * @Solved@ has n terms (one per symbolic variable, in order), @NoSolution@ means the
--   search space was exhausted, @GaveUp@ that a limit stopped it or the engine failed
--   (its message says which). A property test's query ('runQueryFor'
--   'TrueOrCrash') may also end @Crashed@: n terms on which the predicate crashes, and
--   the engine's message.
module G2.Query.Engine
  ( QueryId (..)
  , renderQueryId
  , queryBindingName
  , queryBindingPrefix
  , Wire (..)
  , wirePlaceholder
  , wireBindingName
  , wireLength
  , Limits (..)
  , defaultLimits
  , QueryResult (..)
  , QueryRunner
  , Answers (..)
  , runQuery
  , runQueryFor
  , notEmbeddedMessage
  ) where

import Control.Concurrent.MVar (MVar, modifyMVar, newMVar)
import Control.Exception (bracket, mask_)
import qualified Data.ByteString as BS
import qualified Data.ByteString.Unsafe as BU
import qualified Data.Map.Strict as Map
import Data.Word (Word32, Word64, Word8)
import Foreign.C.String (CString, withCString)
import Foreign.C.Types (CInt (..), CSize (..))
import Foreign.Marshal.Alloc (alloca)
import Foreign.Ptr (Ptr, castPtr, nullPtr)
import Foreign.Storable (peek, poke)
import qualified GHC.Foreign as GF
import GHC.Exts (Addr#, Int#, Int (I#), Ptr (Ptr))
import GHC.IO.Encoding (utf8)
import System.IO.Unsafe (unsafePerformIO)

import G2.Engine (G2Module, describeStatus, takeString)
import G2.Plugin.Passes (wireBindingName)
import G2.Query.Codec (Nodes, decodeCrash, decodeTerms, encodeArgs, replyNode)
import G2.Query.Term (G2Term)

-- | A query's identity: where it is written (the module and the position of its
-- @[g2|@), how many symbolic variables it has, and its module's Core
-- (Note [The engine's query entry point]).
data QueryId = QueryId
  { qidModule   :: String
  , qidLine     :: Int
  , qidColumn   :: Int
  , qidSymbolic :: Int
  , qidWire     :: Wire
  } deriving (Eq, Ord, Show)

-- | @Main:12:5@.
renderQueryId :: QueryId -> String
renderQueryId q = qidModule q ++ ":" ++ show (qidLine q) ++ ":" ++ show (qidColumn q)

-- | The name of the top-level binding that holds the query's predicate in its module:
-- @g2'query'12'5@.
queryBindingName :: QueryId -> String
queryBindingName q = queryBindingPrefix ++ show (qidLine q) ++ "'" ++ show (qidColumn q)

-- | Every predicate binding's name starts with this.
queryBindingPrefix :: String
queryBindingPrefix = "g2'query'"

-- | A module's Core in the wire format (docs/wire-format.md): a static string literal
-- and its length in bytes, built by the plugin's Core pass. Compared by address: each
-- module has one.
data Wire = Wire Addr# Int#

wirePtr :: Wire -> Ptr Word8
wirePtr (Wire a _) = Ptr a

-- | The number of bytes; 0 for 'wirePlaceholder'.
wireLength :: Wire -> Int
wireLength (Wire _ n) = I# n

instance Eq Wire where
  a == b = wirePtr a == wirePtr b

instance Ord Wire where
  compare a b = compare (wirePtr a) (wirePtr b)

instance Show Wire where
  showsPrec _ w = showString "<wire: " . shows (wireLength w) . showString " bytes>"

-- | What @g2'wire@ is bound to until the Core pass replaces it: no bytes.
wirePlaceholder :: Wire
wirePlaceholder = Wire "\0"# 0#
{-# NOINLINE wirePlaceholder #-}

-- | A query's budget; Nothing is unlimited.
data Limits = Limits
  { limitSteps   :: Maybe Int    -- ^ reduction steps per path (Nothing: the engine's default)
  , limitSeconds :: Maybe Double -- ^ wall-clock time
  } deriving (Eq, Show)

-- | 60 seconds and the engine's default step limit per path.
defaultLimits :: Limits
defaultLimits = Limits { limitSteps = Nothing, limitSeconds = Just 60 }

-- | What the engine says about a query.
data QueryResult
  = Solved [G2Term]  -- ^ one term per symbolic variable, in order (not yet validated)
  | NoSolution       -- ^ the whole search space was explored: there is no answer
  | GaveUp String    -- ^ stopped before knowing (a limit, an unsupported construct)
  | Crashed [G2Term] String
    -- ^ ('TrueOrCrash' only) one term per symbolic variable on which the predicate
    -- crashes (not yet validated), and the engine's message for the crash
  deriving (Eq, Show)

-- | Which runs of the predicate answer a query.
data Answers
  = TrueOnly     -- ^ the predicate returns True: G2Q's semantics ('G2.Query.solveQuery')
  | TrueOrCrash  -- ^ it returns True or throws: a property test's failing inputs
                 -- (Note [Crashes as answers] in the engine's rust-core/src/g2q/solve.rs)
  deriving (Eq, Show)

-- | The engine's entry point: the query, its concrete arguments, the limits.
type QueryRunner = QueryId -> [G2Term] -> Limits -> IO QueryResult

-- | What a query says when its module's Core was not embedded.
notEmbeddedMessage :: String
notEmbeddedMessage = "the module's Core was not embedded (was it compiled with -fplugin=G2.Plugin?)"

-- | Note [The engine's query entry point].
runQuery :: QueryRunner
runQuery = runQueryFor TrueOnly

-- | 'runQuery' with the answers it looks for.
runQueryFor :: Answers -> QueryRunner
runQueryFor answers qid args limits
  | wireLength (qidWire qid) == 0 = pure (GaveUp notEmbeddedMessage)
  | otherwise = do
      loaded <- loadModule (qidWire qid)
      case loaded of
        Left msg -> pure (GaveUp ("the engine cannot load the Core of module "
                                  ++ qidModule qid ++ ": " ++ msg))
        Right m -> converse m
  where
    timeoutMs :: Word32
    timeoutMs = case limitSeconds limits of
      Nothing -> maxBound
      Just s -> fromInteger (max 1 (min (toInteger (maxBound :: Word32)) (ceiling (s * 1000))))
    maxSteps :: Word64
    maxSteps = maybe 0 (fromIntegral . max 1) (limitSteps limits)
    -- G2_QUERY_CRASHES_ANSWER in cbits/g2.h.
    flags :: Word32
    flags = case answers of
      TrueOnly -> 0
      TrueOrCrash -> 1
    (inputs, nodes0) = encodeArgs args
    converse m = bracket (start m) (either (const (pure ())) c_g2_query_free) $ \started ->
      case started of
        Left msg -> pure (GaveUp msg)
        Right q -> loop q nodes0 Nothing
    start m =
      BU.unsafeUseAsCStringLen inputs $ \(ptr, len) ->
      withCString (queryBindingName qid) $ \name ->
      alloca $ \queryPtr -> alloca $ \errPtr -> do
        poke queryPtr nullPtr
        poke errPtr nullPtr
        status <- c_g2_query_start m name (castPtr ptr) (fromIntegral len)
                    (fromIntegral (qidSymbolic qid)) timeoutMs maxSteps flags queryPtr errPtr
        if status == 0 then Right <$> peek queryPtr else Left <$> engineError status errPtr
    loop :: Ptr G2Query -> Nodes -> Maybe BS.ByteString -> IO QueryResult
    loop q nodes reply = do
      step <- next q reply
      case step of
        Running -> loop q nodes Nothing
        Needs k -> do
          (bytes, nodes') <- replyNode nodes (fromIntegral k)
          loop q nodes' (Just bytes)
        Over result -> pure result
    next :: Ptr G2Query -> Maybe BS.ByteString -> IO Step
    next q reply =
      maybe ($ (nullPtr, 0)) BU.unsafeUseAsCStringLen reply $ \(rptr, rlen) ->
      alloca $ \outcomePtr -> alloca $ \nodePtr -> alloca $ \answerPtr ->
      alloca $ \answerLenPtr -> alloca $ \errPtr -> do
        poke answerPtr nullPtr
        poke answerLenPtr 0
        poke errPtr nullPtr
        status <- c_g2_query_next q (castPtr rptr) (fromIntegral rlen) waitMs
                    outcomePtr nodePtr answerPtr answerLenPtr errPtr
        if status /= 0
          then Over . GaveUp <$> engineError status errPtr
          else do
            outcome <- peek outcomePtr
            case outcome of
              3 -> Needs <$> peek nodePtr
              4 -> pure Running
              _ -> do
                answer <- peek answerPtr
                answerLen <- peek answerLenPtr
                bytes <- if answer == nullPtr then pure BS.empty
                           else BS.packCStringLen (castPtr answer, fromIntegral answerLen)
                c_g2_bytes_free answer answerLen
                pure $ Over $ case outcome of
                  0 -> either (\e -> GaveUp ("the engine's answer is malformed: " ++ e)) Solved
                              (decodeTerms bytes)
                  1 -> NoSolution
                  2 -> GaveUp (utf8String bytes)
                  5 -> either (\e -> GaveUp ("the engine's answer is malformed: " ++ e))
                              (uncurry Crashed) (decodeCrash bytes)
                  _ -> GaveUp ("the engine returned the unknown outcome " ++ show outcome)
    engineError :: CInt -> Ptr CString -> IO String
    engineError status errPtr = do
      msg <- peek errPtr >>= takeString
      pure (describeStatus status msg)

-- | A running query (@g2_query@ in cbits/g2.h).
data G2Query

-- | What @g2_query_next@ said.
data Step = Needs Word64 | Running | Over QueryResult

-- | How long one @g2_query_next@ waits before it returns 'Running': between calls the
-- thread takes asynchronous exceptions ('System.Timeout.timeout', 'killThread'),
-- which a foreign call cannot.
waitMs :: Word32
waitMs = 50

-- | Loaded modules by the address of their wire bytes (Note [The engine's query entry
-- point]); a failed load is remembered too. Never freed: the bytes are static and a
-- program's queries may run until it exits.
moduleCache :: MVar (Map.Map (Ptr Word8) (Either String (Ptr G2Module)))
moduleCache = unsafePerformIO (newMVar Map.empty)
{-# NOINLINE moduleCache #-}

loadModule :: Wire -> IO (Either String (Ptr G2Module))
loadModule w = modifyMVar moduleCache $ \cache -> case Map.lookup (wirePtr w) cache of
  Just r -> pure (cache, r)
  Nothing -> do
    r <- mask_ $ alloca $ \outPtr -> alloca $ \errPtr -> do
      poke outPtr nullPtr
      poke errPtr nullPtr
      status <- c_g2_module_load (wirePtr w) (fromIntegral (wireLength w)) outPtr errPtr
      if status == 0
        then Right <$> peek outPtr
        else do
          msg <- peek errPtr >>= takeString
          pure (Left (describeStatus status msg))
    pure (Map.insert (wirePtr w) r cache, r)

-- Safe calls: a query runs long, and other Haskell threads must go on meanwhile.
foreign import capi safe "g2.h g2_module_load"
  c_g2_module_load :: Ptr Word8 -> CSize -> Ptr (Ptr G2Module) -> Ptr CString -> IO CInt
foreign import capi safe "g2.h g2_query_start"
  c_g2_query_start :: Ptr G2Module -> CString -> Ptr Word8 -> CSize -> Word32 -> Word32
                   -> Word64 -> Word32 -> Ptr (Ptr G2Query) -> Ptr CString -> IO CInt
foreign import capi safe "g2.h g2_query_next"
  c_g2_query_next :: Ptr G2Query -> Ptr Word8 -> CSize -> Word32 -> Ptr CInt -> Ptr Word64
                  -> Ptr (Ptr Word8) -> Ptr CSize -> Ptr CString -> IO CInt
-- Safe: freeing a running query waits for its thread to stop.
foreign import capi safe "g2.h g2_query_free"
  c_g2_query_free :: Ptr G2Query -> IO ()
foreign import capi unsafe "g2.h g2_bytes_free"
  c_g2_bytes_free :: Ptr Word8 -> CSize -> IO ()

utf8String :: BS.ByteString -> String
utf8String b = unsafePerformIO (BU.unsafeUseAsCStringLen b (GF.peekCStringLen utf8))
