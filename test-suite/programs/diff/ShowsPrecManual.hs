module ShowsPrecManual where

data Expr = Lit Int | Add Expr Expr | Mul Expr Expr

instance Show Expr where
  showsPrec p (Lit n) = showsPrec p n
  showsPrec p (Add a b) = showParen (p > 6) (showsPrec 6 a . showString " + " . showsPrec 7 b)
  showsPrec p (Mul a b) = showParen (p > 7) (showsPrec 7 a . showString " * " . showsPrec 8 b)

run :: String
run = show (Mul (Add (Lit 1) (Lit 2)) (Lit (-3))) ++ "; " ++ show [Add (Lit 1) (Mul (Lit 2) (Lit 3))] ++ "; " ++ show (Just (Lit 4))
