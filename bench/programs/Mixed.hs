-- Concrete code in another style than Everyday.hs: an expression interpreter over an
-- ADT with an environment in a Data.Map, records and Maybe, merge sort, a sieve, and
-- string formatting. `g2 Mixed.hs mixed` runs it; `ghc -e mixed Mixed.hs` is the peer.
module Mixed where

import qualified Data.Map as M
import Data.Char (toUpper, isDigit)
import Data.Maybe (mapMaybe)

data Expr = Num Int | Var String | Add Expr Expr | Mul Expr Expr | Let String Expr Expr | IfZero Expr Expr Expr
  deriving Show

eval :: M.Map String Int -> Expr -> Maybe Int
eval _ (Num n) = Just n
eval env (Var x) = M.lookup x env
eval env (Add a b) = (+) <$> eval env a <*> eval env b
eval env (Mul a b) = do
  x <- eval env a
  y <- eval env b
  pure (x * y)
eval env (Let x e body) = do
  v <- eval env e
  eval (M.insert x v env) body
eval env (IfZero c t e) = do
  v <- eval env c
  if v == 0 then eval env t else eval env e

-- A family of expressions: sums of products nested n deep.
expr :: Int -> Expr
expr 0 = Var "x"
expr n = Let ("v" ++ show n) (Add (expr (n - 1)) (Num n)) (Mul (Var ("v" ++ show n)) (IfZero (Num (n `mod` 2)) (Num 1) (Num 2)))

data Employee = Employee { name :: String, dept :: String, salary :: Int }

staff :: [Employee]
staff = [Employee ("e" ++ show i) (["ops", "dev", "sales"] !! (i `mod` 3)) (1000 + (i * 37) `mod` 500) | i <- [1 .. 300 :: Int]]

payroll :: M.Map String Int
payroll = M.fromListWith (+) [(dept e, salary e) | e <- staff]

mergeSort :: Ord a => [a] -> [a]
mergeSort [] = []
mergeSort [x] = [x]
mergeSort xs = merge (mergeSort l) (mergeSort r)
  where
    (l, r) = splitAt (length xs `div` 2) xs
    merge [] ys = ys
    merge as [] = as
    merge (a : as) (b : bs)
      | a <= b = a : merge as (b : bs)
      | otherwise = b : merge (a : as) bs

sieve :: Int -> [Int]
sieve n = go [2 .. n]
  where
    go [] = []
    go (p : xs) = p : go [x | x <- xs, x `mod` p /= 0]

shout :: String -> String
shout = unwords . map (map toUpper) . filter (not . all isDigit) . words

mixed :: String
mixed =
  show (mapMaybe (\n -> eval (M.fromList [("x", n)]) (expr 12)) [1 .. 40])
    ++ " " ++ show (M.toList payroll)
    ++ " " ++ show (take 10 (mergeSort [(i * 7919) `mod` 1000 | i <- [1 .. 2000 :: Int]]))
    ++ " " ++ show (length (sieve 4000), sum (sieve 4000))
    ++ " " ++ shout (concat (replicate 30 "the 42 quick brown 7 foxes "))

