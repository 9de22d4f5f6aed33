module ParserCombinators where

import Data.Char (isDigit, isAlpha)

newtype Parser a = Parser { runParser :: String -> Maybe (a, String) }

instance Functor Parser where
  fmap f (Parser p) = Parser $ \s -> case p s of
    Nothing -> Nothing
    Just (a, r) -> Just (f a, r)

instance Applicative Parser where
  pure x = Parser $ \s -> Just (x, s)
  Parser pf <*> Parser pa = Parser $ \s -> case pf s of
    Nothing -> Nothing
    Just (f, r) -> case pa r of
      Nothing -> Nothing
      Just (a, r') -> Just (f a, r')

instance Monad Parser where
  Parser p >>= k = Parser $ \s -> case p s of
    Nothing -> Nothing
    Just (a, r) -> runParser (k a) r

satisfy :: (Char -> Bool) -> Parser Char
satisfy ok = Parser $ \s -> case s of
  (c : cs) | ok c -> Just (c, cs)
  _ -> Nothing

orElse :: Parser a -> Parser a -> Parser a
orElse (Parser p) (Parser q) = Parser $ \s -> maybe (q s) Just (p s)

many1 :: Parser a -> Parser [a]
many1 p = do { x <- p; xs <- many0 p; return (x : xs) }

many0 :: Parser a -> Parser [a]
many0 p = many1 p `orElse` pure []

data KV = KV String Int deriving Show

kv :: Parser KV
kv = do
  k <- many1 (satisfy isAlpha)
  _ <- satisfy (== '=')
  v <- many1 (satisfy isDigit)
  return (KV k (read v))

kvs :: Parser [KV]
kvs = do { x <- kv; xs <- many0 (satisfy (== ';') >> kv); return (x : xs) }

run :: String
run = show (runParser kvs "a=1;bb=22;ccc=333rest") ++ "\n" ++ show (runParser kvs "=1")
