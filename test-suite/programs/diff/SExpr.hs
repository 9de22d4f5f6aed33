module SExpr where

import Data.Char (isSpace, isDigit)

data S = Atom String | List [S] deriving Show

parseS :: String -> (S, String)
parseS s = case dropWhile isSpace s of
  '(' : r -> let (xs, r') = parseList r in (List xs, r')
  r -> let (a, r') = break (\c -> isSpace c || c `elem` "()") r in (Atom a, r')

parseList :: String -> ([S], String)
parseList s = case dropWhile isSpace s of
  ')' : r -> ([], r)
  r -> let (x, r') = parseS r
           (xs, r'') = parseList r'
        in (x : xs, r'')

evalS :: S -> Int
evalS (Atom a) | all isDigit a = read a
evalS (List (Atom "+" : xs)) = sum (map evalS xs)
evalS (List (Atom "*" : xs)) = product (map evalS xs)
evalS (List [Atom "-", a, b]) = evalS a - evalS b
evalS e = error ("cannot eval " ++ show e)

run :: String
run = let (e, _) = parseS "(+ 1 (* 2 3) (- 10 4))" in show e ++ "\n" ++ show (evalS e)
