module ExprPretty where

data Expr = Lit Int | Var Char | Bin Char Expr Expr

prec :: Char -> Int
prec '+' = 6
prec '-' = 6
prec _ = 7

pretty :: Int -> Expr -> String
pretty _ (Lit n) = show n
pretty _ (Var c) = [c]
pretty p (Bin op a b) = paren (q < p) (pretty q a ++ [' ', op, ' '] ++ pretty (q + 1) b)
  where q = prec op
        paren True s = "(" ++ s ++ ")"
        paren False s = s

run :: String
run = unlines (map (pretty 0)
  [ Bin '*' (Bin '+' (Lit 1) (Var 'x')) (Lit 3)
  , Bin '-' (Lit 1) (Bin '-' (Lit 2) (Lit 3))
  , Bin '+' (Bin '*' (Var 'a') (Var 'b')) (Bin '*' (Var 'c') (Lit 4)) ])
