module ArithParser where

import Data.Char (isDigit, isSpace)

-- expr := term (('+'|'-') term)*; term := factor (('*'|'/') factor)*; factor := num | '(' expr ')'
expr :: String -> (Int, String)
expr s = let (v, r) = term s in goE v r
  where goE acc ('+' : r) = let (v, r') = term r in goE (acc + v) r'
        goE acc ('-' : r) = let (v, r') = term r in goE (acc - v) r'
        goE acc r = (acc, r)

term :: String -> (Int, String)
term s = let (v, r) = factor s in goT v r
  where goT acc ('*' : r) = let (v, r') = factor r in goT (acc * v) r'
        goT acc ('/' : r) = let (v, r') = factor r in goT (acc `div` v) r'
        goT acc r = (acc, r)

factor :: String -> (Int, String)
factor ('(' : r) = case expr r of
  (v, ')' : r') -> (v, r')
  _ -> error "expected )"
factor s = let (ds, r) = span isDigit s in (foldl (\a c -> a * 10 + fromEnum c - 48) 0 ds, r)

calc :: String -> Int
calc = fst . expr . filter (not . isSpace)

run :: String
run = show (map calc ["1+2*3", "(1+2)*3", "100/7-2", "2*(3+(4-1))*2", "42"])
