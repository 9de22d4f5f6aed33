module BoolFormula where

data F = T | Fa | Var Char | Not F | And F F | Or F F deriving Show

evalF :: [(Char, Bool)] -> F -> Bool
evalF _ T = True
evalF _ Fa = False
evalF env (Var c) = maybe False id (lookup c env)
evalF env (Not f) = not (evalF env f)
evalF env (And a b) = evalF env a && evalF env b
evalF env (Or a b) = evalF env a || evalF env b

vars :: F -> String
vars (Var c) = [c]
vars (Not f) = vars f
vars (And a b) = vars a ++ vars b
vars (Or a b) = vars a ++ vars b
vars _ = []

assignments :: String -> [[(Char, Bool)]]
assignments [] = [[]]
assignments (v : vs) = [(v, b) : r | b <- [False, True], r <- assignments vs]

sat :: F -> [[(Char, Bool)]]
sat f = filter (`evalF` f) (assignments (foldr (\c acc -> if c `elem` acc then acc else c : acc) [] (vars f)))

run :: String
run = show (sat (And (Or (Var 'p') (Var 'q')) (Not (Var 'p')))) ++ "\n" ++ show (length (sat (Or (Var 'a') (Not (Var 'a')))))
