{-# LANGUAGE BangPatterns, ScopedTypeVariables #-}
-- | Terms as bytes: the format of docs/wire-format.md, section "Terms", in which G2Q's
-- concrete arguments go to the engine and its answers come back. GHC-free.
--
-- Note [Bounded encoding]
-- ~~~~~~~~~~~~~~~~~~~~~~~
-- An argument may be infinite (@[1..]@) or merely huge, and the engine takes all its
-- input in one call, so 'encodeTerms' sends a bounded part of the arguments and tags
-- the rest with 7 ("a part the sender did not send"); the engine gives up on a query
-- whose predicate needs such a part. The bound is a node budget shared by all the
-- arguments (a node is a constructor or a literal) and it is spent breadth-first, level
-- by level: every node at depth d is sent before any at depth d+1, so one infinite
-- argument cannot starve the others (@(repeat 1, 5)@ sends the 5). Only whole levels are
-- sent: the depth cut is the deepest level at which the nodes so far still fit in the
-- budget, and everything below it is a 7. A finite argument smaller than the budget is
-- sent whole.
--
-- Nesting is bounded too, by 'maxInputDepth' levels (a list of more elements than that
-- is cut): the engine walks terms recursively on a thread with a 1 GiB stack and
-- rejects terms nested deeper than 200,000 levels.
--
-- A node whose evaluation throws (@[1, undefined]@) is sent as a 7 too, so the engine
-- gives up only if the predicate needs it, as lazy evaluation would. A node whose
-- evaluation does not terminate hangs the encoder, as it would hang the predicate.
module G2.Query.Codec
  ( encodeTerms
  , encodeTermsWith
  , defaultInputNodes
  , maxInputDepth
  , decodeTerms
  , unsentPart
  ) where

import Control.Exception
  (SomeAsyncException, SomeException, evaluate, fromException, throw, throwIO, try)
import qualified Data.ByteString as BS
import qualified Data.ByteString.Builder as B
import qualified Data.ByteString.Lazy as BL
import qualified Data.ByteString.Unsafe as BU
import Data.Bits (shiftL, (.|.))
import Data.Char (chr)
import Data.Int (Int64)
import Data.Word (Word32, Word64)
import GHC.Float (castDoubleToWord64, castFloatToWord32, castWord32ToFloat, castWord64ToDouble)
import System.IO.Unsafe (unsafePerformIO)
import qualified GHC.Foreign as GF
import GHC.IO.Encoding (utf8)

import G2.Query.Term

-- | The default node budget of 'encodeTerms': 1,000,000 nodes.
defaultInputNodes :: Int
defaultInputNodes = 1000000

-- | The deepest level of the arguments that is sent (Note [Bounded encoding]).
maxInputDepth :: Int
maxInputDepth = 100000

-- | 'encodeTermsWith' 'defaultInputNodes'.
encodeTerms :: [G2Term] -> BS.ByteString
encodeTerms = encodeTermsWith defaultInputNodes

-- | The term list of the arguments, at most @budget@ nodes of them, cut breadth-first
-- (Note [Bounded encoding]).
encodeTermsWith :: Int -> [G2Term] -> BS.ByteString
encodeTermsWith budget ts =
  BL.toStrict $ B.toLazyByteString $ B.word32LE (fromIntegral (length ts)) <> foldMap (term 0) ts
  where
    cut = cutDepth budget ts
    term :: Int -> G2Term -> B.Builder
    term depth t
      | depth >= cut = B.word8 7
      | otherwise = case forceNode t of
          Nothing -> B.word8 7
          Just (G2Con c fields) ->
            B.word8 0 <> str (conModule c) <> str (conOcc c)
              <> B.word32LE (fromIntegral (length fields)) <> foldMap (term (depth + 1)) fields
          Just (G2Int n) -> B.word8 1 <> B.int64LE (fromInteger n)
          Just (G2Word n) -> B.word8 2 <> B.word64LE (fromInteger n)
          Just (G2Char ch) -> B.word8 3 <> B.word32LE (fromIntegral (fromEnum ch))
          Just (G2Double d) -> B.word8 4 <> B.word64LE (castDoubleToWord64 d)
          Just (G2Float f) -> B.word8 5 <> B.word32LE (castFloatToWord32 f)
          Just (G2Integer n) -> B.word8 6 <> str (show n)

-- | The number of whole levels of the forest that fit in the budget ('maxBound' when
-- the whole forest does).
cutDepth :: Int -> [G2Term] -> Int
cutDepth budget = go 0 0
  where
    go :: Int -> Int -> [G2Term] -> Int
    go _ _ [] = maxBound
    go !depth !sofar level
      | depth >= maxInputDepth = depth
      | total > budget = depth
      | otherwise = go (depth + 1) total (concatMap children level)
      where total = sofar + length level
    children t = case forceNode t of
      Just (G2Con _ fields) -> fields
      _ -> []

-- | A node in weak head normal form, or Nothing if evaluating it throws (asynchronous
-- exceptions are rethrown).
forceNode :: G2Term -> Maybe G2Term
forceNode t = unsafePerformIO $ do
  r <- try (evaluate t >>= \v -> payload v `seq` pure v)
  case r of
    Right v -> pure (Just v)
    Left (e :: SomeException)
      | Just (_ :: SomeAsyncException) <- fromException e -> throwIO e
      | otherwise -> pure Nothing
{-# NOINLINE forceNode #-}

-- | Forces a literal's value (a term's fields are lazy).
payload :: G2Term -> ()
payload (G2Con _ _) = ()
payload (G2Int n) = n `seq` ()
payload (G2Word n) = n `seq` ()
payload (G2Char c) = c `seq` ()
payload (G2Double d) = d `seq` ()
payload (G2Float f) = f `seq` ()
payload (G2Integer n) = n `seq` ()

str :: String -> B.Builder
str s
  | all (< '\x80') s = B.word32LE (fromIntegral (length s)) <> B.string7 s
  | otherwise = B.word32LE (fromIntegral (BS.length b)) <> B.byteString b
  where b = BL.toStrict (B.toLazyByteString (B.stringUtf8 s))

-- | Parses a term list. A part tagged 7 (not sent: the engine's answer leaves it
-- unconstrained) decodes to 'unsentPart', which throws only if it is forced.
decodeTerms :: BS.ByteString -> Either String [G2Term]
decodeTerms bytes = case list term 0 of
  Left e -> Left e
  Right (ts, end)
    | end == BS.length bytes -> Right ts
    | otherwise -> Left ("term list: " ++ show (BS.length bytes - end)
                         ++ " bytes after the end, at offset " ++ show end)
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
        7 -> Right (unsentPart, o)
        _ -> Left ("term list: unknown tag " ++ show tag ++ " at offset " ++ show off)

utf8Decode :: BS.ByteString -> Maybe String
utf8Decode b = unsafePerformIO $ do
  r <- try (BU.unsafeUseAsCStringLen b (GF.peekCStringLen utf8) >>= \s -> evaluate (length s) >> pure s)
  pure (either (\(_ :: SomeException) -> Nothing) Just r)
{-# NOINLINE utf8Decode #-}

-- | A part of an answer the engine did not send: the predicate does not depend on it,
-- so any value would do; forcing it throws a 'G2DecodeError'.
unsentPart :: G2Term
unsentPart = throw (G2DecodeError "a value" "a part the engine did not send (the predicate does not depend on it)")
