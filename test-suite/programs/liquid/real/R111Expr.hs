-- G2-EXPECT: eval safe
-- G2-EXPECT: simplify safe
-- G2-EXPECT: evalDiv concrete blame=div
{-@ LIQUID "--no-termination" @-}
{-@ LIQUID "--total-Haskell" @-}
module R111Expr where

data Expr = Lit Int | Add Expr Expr | Mul Expr Expr | Div Expr Expr
  deriving (Show, Eq)

{-@ measure noDiv @-}
noDiv :: Expr -> Bool
noDiv (Lit _) = True
noDiv (Add a b) = noDiv a && noDiv b
noDiv (Mul a b) = noDiv a && noDiv b
noDiv (Div _ _) = False

{-@ eval :: {e:Expr | noDiv e} -> Int @-}
eval :: Expr -> Int
eval (Lit n) = n
eval (Add a b) = eval a + eval b
eval (Mul a b) = eval a * eval b

{-@ simplify :: e:Expr -> {v:Expr | noDiv e => noDiv v} @-}
simplify :: Expr -> Expr
simplify (Add (Lit 0) e) = simplify e
simplify (Mul (Lit 1) e) = simplify e
simplify (Add a b) = Add (simplify a) (simplify b)
simplify (Mul a b) = Mul (simplify a) (simplify b)
simplify e = e

-- Bug: division by an expression that evaluates to zero: evalDiv (Div (Lit 0) (Lit 0)).
{-@ evalDiv :: Expr -> Int @-}
evalDiv :: Expr -> Int
evalDiv (Lit n) = n
evalDiv (Add a b) = evalDiv a + evalDiv b
evalDiv (Mul a b) = evalDiv a * evalDiv b
evalDiv (Div a b) = evalDiv a `div` evalDiv b
