module LetLang where

data Expr = Lit Int | Var String | Add Expr Expr | Let String Expr Expr | IfZ Expr Expr Expr

eval :: [(String, Int)] -> Expr -> Maybe Int
eval _ (Lit n) = Just n
eval env (Var x) = lookup x env
eval env (Add a b) = (+) <$> eval env a <*> eval env b
eval env (Let x e b) = do
  v <- eval env e
  eval ((x, v) : env) b
eval env (IfZ c t e) = do
  v <- eval env c
  if v == 0 then eval env t else eval env e

run :: String
run = show
  [ eval [] (Let "x" (Lit 5) (Add (Var "x") (Var "x")))
  , eval [] (Add (Var "y") (Lit 1))
  , eval [("y", 0)] (IfZ (Var "y") (Lit 10) (Var "nope"))
  , eval [] (Let "a" (Lit 1) (Let "b" (Add (Var "a") (Lit 2)) (Let "a" (Lit 100) (Add (Var "a") (Var "b")))))
  ]
