module Tokenizer where

import Data.Char (isDigit, isAlpha, isSpace)

data Tok = TNum Int | TId String | TSym Char deriving (Show, Eq)

tokenize :: String -> [Tok]
tokenize [] = []
tokenize s@(c : cs)
  | isSpace c = tokenize cs
  | isDigit c = let (d, r) = span isDigit s in TNum (read d) : tokenize r
  | isAlpha c = let (w, r) = span isAlpha s in TId w : tokenize r
  | otherwise = TSym c : tokenize cs

run :: String
run = show (tokenize "let x1 = 42 + foo*(7-y);") ++ "\n" ++ show (length (tokenize "a b c 1 2 3"))
