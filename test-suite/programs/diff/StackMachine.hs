module StackMachine where

data Expr = N Int | Plus Expr Expr | Times Expr Expr
data Instr = Push Int | IAdd | IMul deriving Show

compile :: Expr -> [Instr]
compile (N n) = [Push n]
compile (Plus a b) = compile a ++ compile b ++ [IAdd]
compile (Times a b) = compile a ++ compile b ++ [IMul]

exec :: [Instr] -> [Int] -> [Int]
exec [] st = st
exec (Push n : is) st = exec is (n : st)
exec (IAdd : is) (y : x : st) = exec is (x + y : st)
exec (IMul : is) (y : x : st) = exec is (x * y : st)
exec _ _ = error "stack underflow"

prog :: Expr
prog = Plus (N 1) (Times (N 2) (Plus (N 3) (N 4)))

run :: String
run = show (compile prog) ++ "\n" ++ show (exec (compile prog) [])
