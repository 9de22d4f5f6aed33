-- | The little JSON that g2's @--json@ prints (one object per line), for the suites
-- that read it.
module Json (JSON (..), parseJSON, lookupField) where

import Data.Char (chr, isDigit, isSpace)
import Numeric (readHex)

data JSON = JStr String | JNum String | JNull | JBool Bool | JArr [JSON] | JObj [(String, JSON)]
  deriving (Show)

lookupField :: String -> JSON -> Maybe JSON
lookupField k (JObj kvs) = lookup k kvs
lookupField _ _ = Nothing

parseJSON :: String -> Maybe JSON
parseJSON s = case value (dropWhile isSpace s) of
  Just (v, rest) | all isSpace rest -> Just v
  _ -> Nothing
  where
    ws = dropWhile isSpace
    value t = case t of
      '"' : r -> (\(x, r') -> (JStr x, r')) <$> string r
      '[' : r -> items (ws r) []
      '{' : r -> fields (ws r) []
      'n' : 'u' : 'l' : 'l' : r -> Just (JNull, r)
      't' : 'r' : 'u' : 'e' : r -> Just (JBool True, r)
      'f' : 'a' : 'l' : 's' : 'e' : r -> Just (JBool False, r)
      c : _ | c == '-' || isDigit c -> let (n, r) = span (`elem` "-+.eE0123456789") t in Just (JNum n, r)
      _ -> Nothing
    string r = go r ""
      where
        go ('"' : rest) acc = Just (reverse acc, rest)
        go ('\\' : 'u' : rest) acc
          | (h, rest') <- splitAt 4 rest, [(n, "")] <- readHex h = go rest' (chr n : acc)
        go ('\\' : c : rest) acc = go rest ((case c of 'n' -> '\n'; 't' -> '\t'; _ -> c) : acc)
        go (c : rest) acc = go rest (c : acc)
        go [] _ = Nothing
    items (']' : r) acc = Just (JArr (reverse acc), r)
    items t acc = do
      (v, r) <- value (ws t)
      case ws r of
        ',' : r' -> items (ws r') (v : acc)
        ']' : r' -> Just (JArr (reverse (v : acc)), r')
        _ -> Nothing
    fields ('}' : r) acc = Just (JObj (reverse acc), r)
    fields ('"' : t) acc = do
      (k, r) <- string t
      ':' : r' <- Just (ws r)
      (v, r'') <- value (ws r')
      case ws r'' of
        ',' : r3 -> fields (ws r3) ((k, v) : acc)
        '}' : r3 -> Just (JObj (reverse ((k, v) : acc)), r3)
        _ -> Nothing
    fields _ _ = Nothing
