module LambdaCalc where

data Term = V Int | Lam Term | App Term Term deriving Show

shift :: Int -> Int -> Term -> Term
shift d c (V k) = V (if k >= c then k + d else k)
shift d c (Lam t) = Lam (shift d (c + 1) t)
shift d c (App a b) = App (shift d c a) (shift d c b)

subst :: Int -> Term -> Term -> Term
subst j s (V k) = if k == j then s else V k
subst j s (Lam t) = Lam (subst (j + 1) (shift 1 0 s) t)
subst j s (App a b) = App (subst j s a) (subst j s b)

whnf :: Term -> Term
whnf (App f a) = case whnf f of
  Lam b -> whnf (shift (-1) 0 (subst 0 (shift 1 0 a) b))
  f' -> App f' a
whnf t = t

nf :: Term -> Term
nf t = case whnf t of
  Lam b -> Lam (nf b)
  App f a -> App (nf f) (nf a)
  v -> v

church :: Int -> Term
church n = Lam (Lam (iterate (App (V 1)) (V 0) !! n))

plus :: Term
plus = Lam (Lam (Lam (Lam (App (App (V 3) (V 1)) (App (App (V 2) (V 1)) (V 0))))))

run :: String
run = show (nf (App (App plus (church 2)) (church 3))) ++ "\n" ++ show (nf (App (Lam (V 0)) (Lam (V 0))))
