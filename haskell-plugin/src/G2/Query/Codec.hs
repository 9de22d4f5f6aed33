{-# LANGUAGE BangPatterns, ScopedTypeVariables #-}
-- | Terms as bytes: the format of docs/wire-format.md, section "Terms", in which G2Q's
-- concrete arguments go to the engine and its answers come back. GHC-free.
--
-- Note [Arguments node by node]
-- ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
-- An argument may be infinite (@[1..]@), huge, or partly undefined, and the predicate
-- may look at only a little of it, so nothing of it is evaluated up front. Each
-- argument goes to the engine as a node id (tag 8) and stays here, in a 'Nodes' table.
-- When the run needs a node, the engine asks for it ("G2.Query.Engine" runs the
-- conversation) and 'replyNode' evaluates it to weak head normal form: a constructor
-- whose fields become new nodes, except the literal inside a boxed primitive (@I# 3#@:
-- the box is not in WHNF without it), which is sent inline. A node whose evaluation
-- throws is replied with the exception's message (tag 9): the engine crashes the paths
-- that need it, as lazy evaluation would. The engine caches every node it was sent, so
-- a replied node leaves the table: the table holds only the frontier of what was
-- sent. A node whose evaluation does not terminate hangs the query, as it would hang
-- the predicate.
module G2.Query.Codec
  ( Nodes
  , encodeArgs
  , replyNode
  , encodeTerms
  , decodeTerms
  , decodeCrash
  ) where

import Control.Exception
  (SomeAsyncException, SomeException, evaluate, fromException, throwIO, try)
import qualified Data.ByteString as BS
import qualified Data.ByteString.Builder as B
import qualified Data.ByteString.Lazy as BL
import qualified Data.ByteString.Unsafe as BU
import Data.Bits (shiftL, (.|.))
import Data.Char (chr)
import Data.Int (Int64)
-- Lazy in the values: a node is evaluated only when the engine asks for it (inside
-- 'replyNode''s 'try'), never when it is stored. A strict map would force each field to
-- WHNF as soon as its parent was sent, so @7 : undefined@ threw for @head@.
import qualified Data.IntMap.Lazy as IntMap
import Data.Word (Word32, Word64)
import GHC.Float (castDoubleToWord64, castFloatToWord32, castWord32ToFloat, castWord64ToDouble)
import System.IO.Unsafe (unsafePerformIO)
import qualified GHC.Foreign as GF
import GHC.IO.Encoding (utf8)

import G2.Query.Term

-- | The argument nodes the engine may still ask for, by id, and the next free id
-- (Note [Arguments node by node]).
data Nodes = Nodes !Int !(IntMap.IntMap G2Term)

-- | The term list of the arguments, each a node (tag 8), and the table that holds them.
encodeArgs :: [G2Term] -> (BS.ByteString, Nodes)
encodeArgs ts = (build (B.word32LE (fromIntegral (length ts)) <> foldMap nodeRef ids), table)
  where
    ids = [0 .. length ts - 1]
    table = Nodes (length ts) (IntMap.fromList (zip ids ts))

-- | The reply for node @k@ (Note [Arguments node by node]) and the table after it.
-- Asynchronous exceptions are rethrown; the engine never asks for an id it was not
-- given, but if it did, the reply says so.
replyNode :: Nodes -> Int -> IO (BS.ByteString, Nodes)
replyNode (Nodes next table) k = case IntMap.lookup k table of
  Nothing -> pure (raises ("the engine asked for node " ++ show k ++ ", which was not sent"), Nodes next table)
  Just t -> do
    let rest = IntMap.delete k table
    -- The bytes are built inside the 'try': they force the literals too (a boxed
    -- literal, an Integer's digits), and those may throw.
    r <- try $ do
      v <- evaluate t
      let (node, children) = encodeNode next v
      bytes <- evaluate (build node)
      pure (bytes, children)
    case r of
      Left e -> (\msg -> (raises msg, Nodes next rest)) <$> describe e
      Right (bytes, children) ->
        pure (bytes, Nodes (next + length children) (IntMap.union rest (IntMap.fromList (zip [next ..] children))))
  where
    raises msg = build (B.word8 9 <> str msg)

-- | One node in WHNF: its bytes, with fields numbered from @next@ (a boxed literal
-- inline), and the fields' terms.
encodeNode :: Int -> G2Term -> (B.Builder, [G2Term])
encodeNode next v = case (leaf v, v) of
  (Just lit, _) -> (lit, [])
  (Nothing, G2Con c [f]) | isBoxing c, Just lit <- leaf f -> (conHead c 1 <> lit, [])
  (Nothing, G2Con c fields) ->
    (conHead c (length fields) <> foldMap nodeRef [next .. next + length fields - 1], fields)
  (Nothing, _) -> (mempty, []) -- unreachable: a term is a constructor or a leaf

-- | The message of an exception from evaluating an argument; asynchronous exceptions
-- are rethrown. The message itself may throw (@error undefined@): then it says so.
describe :: SomeException -> IO String
describe e
  | Just (_ :: SomeAsyncException) <- fromException e = throwIO e
  | otherwise = do
      shown <- try (evaluate (let s = show e in length s `seq` s))
      pure $ case shown of
        Right s -> s
        Left (_ :: SomeException) -> "an exception whose message throws"

nodeRef :: Int -> B.Builder
nodeRef k = B.word8 8 <> B.word64LE (fromIntegral k)

conHead :: ConName -> Int -> B.Builder
conHead c n = B.word8 0 <> str (conModule c) <> str (conOcc c) <> B.word32LE (fromIntegral n)

-- | A leaf's encoding (a literal, or 'G2Any'); Nothing for a constructor.
leaf :: G2Term -> Maybe B.Builder
leaf t = case t of
  G2Con _ _ -> Nothing
  G2Int n -> Just (B.word8 1 <> B.int64LE (fromInteger n))
  G2Word n -> Just (B.word8 2 <> B.word64LE (fromInteger n))
  G2Char ch -> Just (B.word8 3 <> B.word32LE (fromIntegral (fromEnum ch)))
  G2Double d -> Just (B.word8 4 <> B.word64LE (castDoubleToWord64 d))
  G2Float f -> Just (B.word8 5 <> B.word32LE (castFloatToWord32 f))
  G2Integer n -> Just (B.word8 6 <> str (show n))
  G2Any -> Just (B.word8 7)
  G2Fun _ _ -> Nothing

-- | Whole terms as a term list: forces them completely (the tests' and answers' format).
encodeTerms :: [G2Term] -> BS.ByteString
encodeTerms ts = build (B.word32LE (fromIntegral (length ts)) <> foldMap term ts)
  where
    term t = case (leaf t, t) of
      (Just lit, _) -> lit
      (Nothing, G2Con c fields) -> conHead c (length fields) <> foldMap term fields
      (Nothing, _) -> mempty

build :: B.Builder -> BS.ByteString
build = BL.toStrict . B.toLazyByteString

str :: String -> B.Builder
str s
  | all (< '\x80') s = B.word32LE (fromIntegral (length s)) <> B.string7 s
  | otherwise = B.word32LE (fromIntegral (BS.length b)) <> B.byteString b
  where b = BL.toStrict (B.toLazyByteString (B.stringUtf8 s))

-- | Parses a term list (the engine's answers).
decodeTerms :: BS.ByteString -> Either String [G2Term]
decodeTerms bytes = fst <$> decodeAnswer False bytes

-- | A crash answer (@G2_QUERY_CRASHED@): the term list, then the crash's message.
decodeCrash :: BS.ByteString -> Either String ([G2Term], String)
decodeCrash bytes = fmap (maybe "" id) <$> decodeAnswer True bytes

-- | A term list, then a message when @withMessage@; nothing may follow.
decodeAnswer :: Bool -> BS.ByteString -> Either String ([G2Term], Maybe String)
decodeAnswer withMessage bytes = do
  (ts, end) <- list term 0
  (message, end') <-
    if withMessage then (\(m, o) -> (Just m, o)) <$> string end else Right (Nothing, end)
  if end' == BS.length bytes
    then Right (ts, message)
    else Left ("term list: " ++ show (BS.length bytes - end')
               ++ " bytes after the end, at offset " ++ show end')
  where
    need :: Int -> Int -> Either String ()
    need off n
      | off + n <= BS.length bytes = Right ()
      | otherwise = Left ("term list: truncated at offset " ++ show off)
    u8 off = need off 1 >> Right (BU.unsafeIndex bytes off, off + 1)
    le :: Int -> Int -> Either String (Word64, Int)
    le n off = do
      need off n
      let v = foldr (\i acc -> (acc `shiftL` 8) .|. fromIntegral (BU.unsafeIndex bytes (off + i)))
                    0 [0 .. n - 1]
      Right (v, off + n)
    u32 off = (\(v, o) -> (fromIntegral v :: Word32, o)) <$> le 4 off
    u64 = le 8
    string off = do
      (n, o) <- u32 off
      let len = fromIntegral n
      need o len
      case utf8Decode (BS.take len (BS.drop o bytes)) of
        Nothing -> Left ("term list: a string that is not UTF-8 at offset " ++ show o)
        Just s -> Right (s, o + len)
    list :: (Int -> Either String (a, Int)) -> Int -> Either String ([a], Int)
    list item off = do
      (n, o) <- u32 off
      let go 0 acc o' = Right (reverse acc, o')
          go k acc o' = do
            (x, o'') <- item o'
            go (k - 1 :: Word32) (x : acc) o''
      go n [] o
    term off = do
      (tag, o) <- u8 off
      case tag of
        0 -> do
          (m, o1) <- string o
          (c, o2) <- string o1
          (fields, o3) <- list term o2
          Right (G2Con (ConName m c) fields, o3)
        1 -> (\(v, o') -> (G2Int (toInteger (fromIntegral v :: Int64)), o')) <$> u64 o
        2 -> (\(v, o') -> (G2Word (toInteger v), o')) <$> u64 o
        3 -> do
          (v, o') <- u32 o
          if v > 0x10FFFF || (v >= 0xD800 && v <= 0xDFFF)
            then Left ("term list: " ++ show v ++ " is not a Unicode scalar value, at offset " ++ show o)
            else Right (G2Char (chr (fromIntegral v)), o')
        4 -> (\(v, o') -> (G2Double (castWord64ToDouble v), o')) <$> u64 o
        5 -> (\(v, o') -> (G2Float (castWord32ToFloat v), o')) <$> u32 o
        6 -> do
          (s, o') <- string o
          case reads s of
            [(n, "")] -> Right (G2Integer n, o')
            _ -> Left ("term list: " ++ show s ++ " is not a decimal Integer, at offset " ++ show o)
        7 -> Right (G2Any, o)
        10 -> do
          (entries, o1) <- list (\o' -> do
                                   (a, oa) <- term o'
                                   (r, or') <- term oa
                                   Right ((a, r), or')) o
          (d, o2) <- term o1
          Right (G2Fun entries d, o2)
        _ -> Left ("term list: unknown tag " ++ show tag ++ " at offset " ++ show off)

utf8Decode :: BS.ByteString -> Maybe String
utf8Decode b = unsafePerformIO $ do
  r <- try (BU.unsafeUseAsCStringLen b (GF.peekCStringLen utf8) >>= \s -> evaluate (length s) >> pure s)
  pure (either (\(_ :: SomeException) -> Nothing) Just r)
{-# NOINLINE utf8Decode #-}
