module ExprEval where

data Expr = Num Int | Add Expr Expr | Mul Expr Expr | Neg Expr | Sub Expr Expr
  deriving Show

eval :: Expr -> Int
eval (Num n) = n
eval (Add a b) = eval a + eval b
eval (Sub a b) = eval a - eval b
eval (Mul a b) = eval a * eval b
eval (Neg a) = negate (eval a)

e1 :: Expr
e1 = Add (Num 2) (Mul (Num 3) (Neg (Num 4)))

run :: String
run = show e1 ++ " = " ++ show (eval e1) ++ "\n" ++ show (eval (Sub (Num 10) e1))
