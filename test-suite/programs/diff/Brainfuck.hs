module Brainfuck where

import Data.Char (chr, ord)

bf :: String -> String -> String
bf prog input = go 0 [] 0 (repeat 0) input
  where
    n = length prog
    go pc ls cur rs inp
      | pc >= n = []
      | otherwise = case prog !! pc of
          '+' -> go (pc + 1) ls ((cur + 1) `mod` 256) rs inp
          '-' -> go (pc + 1) ls ((cur - 1) `mod` 256) rs inp
          '>' -> go (pc + 1) (cur : ls) (head rs) (tail rs) inp
          '<' -> go (pc + 1) (tail ls) (head ls) (cur : rs) inp
          '.' -> chr cur : go (pc + 1) ls cur rs inp
          ',' -> case inp of
                   (c : cs) -> go (pc + 1) ls (ord c) rs cs
                   [] -> go (pc + 1) ls 0 rs []
          '[' | cur == 0 -> go (jump pc 1 0) ls cur rs inp
          ']' | cur /= 0 -> go (back pc (-1) 0) ls cur rs inp
          _ -> go (pc + 1) ls cur rs inp
    jump pc _ d = let c = prog !! pc
                      d' = d + (if c == '[' then 1 else if c == ']' then -1 else 0)
                  in if d' == 0 then pc + 1 else jump (pc + 1) 1 d'
    back pc _ d = let c = prog !! pc
                      d' = d + (if c == ']' then 1 else if c == '[' then -1 else 0)
                  in if d' == 0 then pc + 1 else back (pc - 1) (-1) d'

run :: String
run = bf "++++++++[>++++++++<-]>+.+.+." "" ++ bf ",[.,]" "echo"
