module BalancedParens where

balanced :: String -> Bool
balanced = go []
  where
    go st [] = null st
    go st (c : cs)
      | c `elem` "([{" = go (c : st) cs
      | c `elem` ")]}" = case st of
          (o : st') | match o c -> go st' cs
          _ -> False
      | otherwise = go st cs
    match '(' ')' = True
    match '[' ']' = True
    match '{' '}' = True
    match _ _ = False

run :: String
run = show (map balanced ["()", "([]{})", "(]", "((", "", "a(b[c]d)e", "}{"])
