-- | Reading the `g2` command's result lines and checking them with GHC, shared by the
-- suites that confirm the engine's answers (base-models, diff-corpus).
module Answers (ghcEval, commaSep, splitAnswer, splitArgs) where

import Data.List (isPrefixOf)
import System.Exit (ExitCode (..))
import System.Process (readProcessWithExitCode)

-- | Evaluates an expression with GHC in the scope of a module.
ghcEval :: FilePath -> String -> IO (ExitCode, String, String)
ghcEval file expr = readProcessWithExitCode "ghc" ["-v0", file, "-e", expr] ""

commaSep :: [String] -> String
commaSep [] = ""
commaSep [x] = x
commaSep (x : xs) = x ++ ", " ++ commaSep xs

-- | Splits @f a b = r@ into (@f a b@, @r@) at the first " = " outside brackets and
-- character or string literals.
splitAnswer :: String -> String -> Maybe (String, String)
splitAnswer f l
  | (f ++ " ") `isPrefixOf` l || l == f = go (0 :: Int) "" l
  | otherwise = Nothing
  where
    go _ _ [] = Nothing
    go 0 acc (' ' : '=' : ' ' : rest) = Just (reverse acc, rest)
    go d acc ('"' : rest) = let (lit, rest') = literal '"' rest in go d (reverse ('"' : lit) ++ acc) rest'
    go d acc ('\'' : rest) = let (lit, rest') = literal '\'' rest in go d (reverse ('\'' : lit) ++ acc) rest'
    go d acc (c : rest)
      | c `elem` "([" = go (d + 1) (c : acc) rest
      | c `elem` ")]" = go (d - 1) (c : acc) rest
      | otherwise = go d (c : acc) rest

-- | The arguments of an application's text (after the function name): split at spaces
-- outside brackets and literals.
splitArgs :: String -> [String]
splitArgs = filter (not . null) . go (0 :: Int) ""
  where
    go _ acc [] = [reverse acc]
    go 0 acc (' ' : rest) = reverse acc : go 0 "" rest
    go d acc ('"' : rest) = let (lit, rest') = literal '"' rest in go d (reverse ('"' : lit) ++ acc) rest'
    go d acc ('\'' : rest) = let (lit, rest') = literal '\'' rest in go d (reverse ('\'' : lit) ++ acc) rest'
    go d acc (c : rest)
      | c `elem` "([" = go (d + 1) (c : acc) rest
      | c `elem` ")]" = go (d - 1) (c : acc) rest
      | otherwise = go d (c : acc) rest

-- | A character or string literal's text up to its closing quote @q@ (escapes
-- skipped), and what follows it.
literal :: Char -> String -> (String, String)
literal q s = case s of
  [] -> ([], [])
  '\\' : c : rest -> let (a, b) = literal q rest in ('\\' : c : a, b)
  c : rest | c == q -> ([c], rest)
           | otherwise -> let (a, b) = literal q rest in (c : a, b)
