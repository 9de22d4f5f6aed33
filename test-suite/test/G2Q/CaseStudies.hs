{-# LANGUAGE QuasiQuotes, TemplateHaskell #-}
{-# OPTIONS_GHC -fplugin=G2.Plugin #-}
-- | The case studies of the G2Q chapter (shared/seeds/002_f2b430232801893b.txt, section
-- 3.5 and Figures 3.2-3.4, 3.12-3.16), written as the chapter writes them, as 'Query'
-- values so that callers choose the limits ('solveQueryWith'). Used by the g2q suite's
-- "case studies" group (G2Q.CaseStudyTests) and by the benchmark bench/g2q/Bench.hs.
--
-- The splices come before the queries: the rewrite appends the predicates at the end of
-- the module, and a declaration before a top-level splice cannot see one after it.
module G2Q.CaseStudies where

import Control.Monad (foldM)

import G2.Query

-- The small imperative language (Figure 3.3) ------------------------------------------

type Ident = String
type Env = [(Ident, Int)]
type Stmts = [Stmt]

data AExpr = I Int | Var Ident | Add AExpr AExpr | Mul AExpr AExpr
  deriving (Show, Eq)

data BExpr = Not BExpr | And BExpr BExpr | Or BExpr BExpr | Lt AExpr AExpr | Eq AExpr AExpr
  deriving (Show, Eq)

data Stmt = Assign Ident AExpr | Assert BExpr | If BExpr Stmts Stmts | While BExpr Stmts
  deriving (Show, Eq)

-- The lambda calculus with de Bruijn indices (Figure 3.12) -----------------------------

-- | The chapter's @Expr@ (its @Var@ and @Ident@ clash with the imperative language's, so
-- the constructors carry a @D@).
data DExpr = DVar Int | Lam DExpr | App DExpr DExpr
  deriving (Show, Read, Eq)

-- Regular expressions (section 3.5.3) ------------------------------------------------

data RegEx
  = Empty                  -- ^ the empty language
  | Epsilon                -- ^ the empty string
  | Atom Char
  | Star RegEx
  | Concat RegEx RegEx
  | ROr RegEx RegEx
  deriving (Show, Eq)

$(derivingG2Rep ''AExpr)
$(derivingG2Rep ''BExpr)
$(derivingG2Rep ''Stmt)
$(derivingG2Rep ''DExpr)
$(derivingG2Rep ''RegEx)

-- sumToN (Figure 3.2) --------------------------------------------------------------------

sumToN :: Int -> [Int] -> Query [Int]
sumToN = [g2query| \(n :: Int) (xs :: [Int]) -> ?(ys :: [Int])
                 | sum ys == n && all (\e -> e `elem` xs) ys && length ys >= 1 |]

-- The imperative language's evaluator and badEnvSearch (Figures 3.3, 3.4) --------------

-- | An unbound variable is an error, so an assertion violation needs an Env that binds
-- the program's input "j".
evalA :: Env -> AExpr -> Int
evalA _ (I n) = n
evalA env (Var x) = case lookup x env of
  Just v -> v
  Nothing -> error ("unbound variable " ++ x)
evalA env (Add a b) = evalA env a + evalA env b
evalA env (Mul a b) = evalA env a * evalA env b

evalB :: Env -> BExpr -> Bool
evalB env (Not b) = not (evalB env b)
evalB env (And a b) = evalB env a && evalB env b
evalB env (Or a b) = evalB env a || evalB env b
evalB env (Lt a b) = evalA env a < evalA env b
evalB env (Eq a b) = evalA env a == evalA env b

evalStmt :: Env -> Stmt -> Maybe Env
evalStmt e (Assign ident aexpr) = Just ((ident, evalA e aexpr) : e)
evalStmt e (If bexpr lhs rhs) = if evalB e bexpr then evalStmts e lhs else evalStmts e rhs
evalStmt e (While bexpr loop) =
  if evalB e bexpr then evalStmts e (loop ++ [While bexpr loop]) else Just e
evalStmt e (Assert bexpr) = if evalB e bexpr then Just e else Nothing

evalStmts :: Env -> Stmts -> Maybe Env
evalStmts = foldM evalStmt

-- | Figure 3.4.
prog :: Stmts
prog =
  [ Assign "k" (I 1)
  , Assign "i" (I 0)
  , Assign "n" (I 5)
  , While (Or (Lt (Var "i") (Var "n")) (Eq (Var "i") (Var "n")))
      [Assign "i" (Add (Var "i") (I 1))]
  , Assign "z" (Add (Var "k") (Add (Var "i") (Var "j")))
  , Assert (Lt (Mul (Var "n") (I 2)) (Var "z"))
  ]

badEnvSearch :: Stmts -> Query Env
badEnvSearch = [g2query| \(stmts :: Stmts) -> ?(env :: Env) | evalStmts env stmts == Nothing |]

-- | Non-zero x and y with Mul x y == Add x y, through the language's evalA (the table of
-- Figure 3.15 names the case "Search for non-zero Mul x y == Add x y").
mulAdd :: Query (Int, Int)
mulAdd = [g2query| ?(x :: Int) ?(y :: Int)
                 | x /= 0 && y /= 0 && evalA [] (Mul (I x) (I y)) == evalA [] (Add (I x) (I y)) |]

-- The lambda calculus (Figure 3.12) and solveDeBruijn (section 3.5.1) -----------------

type Stack = [DExpr]

eval :: DExpr -> DExpr
eval = eval' []

eval' :: Stack -> DExpr -> DExpr
eval' (e : stck) (Lam e') = eval' stck (rep 1 e e')
eval' stck (App e1 e2) = eval' (e2 : stck) e1
eval' stck e = app (e : stck)

rep :: Int -> DExpr -> DExpr -> DExpr
rep i e v@(DVar j)
  | i == j = e
  | otherwise = v
rep i e (Lam e') = Lam (rep (i + 1) e e')
rep i e (App e1 e2) = App (rep i e e1) (rep i e e2)

app :: [DExpr] -> DExpr
app = foldl1 App

num :: Int -> DExpr
num n = Lam (Lam (foldr1 App (replicate n (DVar 2) ++ [DVar 1])))

trueLam, falseLam :: DExpr
trueLam = Lam (Lam (DVar 2))
falseLam = Lam (Lam (DVar 1))

solveDeBruijn :: [([DExpr], DExpr)] -> Query DExpr
solveDeBruijn = [g2query| \(es :: [([DExpr], DExpr)]) -> ?(func :: DExpr)
                        | all (\e -> eval (app (func : fst e)) == snd e) es |]

-- | The examples: id and const on Church numerals, the Boolean functions on Church
-- Booleans (the chapter gives const's and OR's; the others are written the same way).
idExamples, constExamples, notExamples, orExamples, andExamples :: [([DExpr], DExpr)]
idExamples = [([num 1], num 1), ([num 2], num 2)]
constExamples = [([num 1, num 2], num 1), ([num 2, num 3], num 2)]
notExamples = [([trueLam], falseLam), ([falseLam], trueLam)]
orExamples = boolTable (||)
andExamples = boolTable (&&)

boolTable :: (Bool -> Bool -> Bool) -> [([DExpr], DExpr)]
boolTable f = [ ([church a, church b], church (f a b))
              | (a, b) <- [(True, True), (False, False), (False, True), (True, False)] ]
  where church c = if c then trueLam else falseLam

-- | The predicate of solveDeBruijn, for checking answers with GHC.
synthesizes :: [([DExpr], DExpr)] -> DExpr -> Bool
synthesizes es func = all (\e -> eval (app (func : fst e)) == snd e) es

-- n-queens (Figures 3.13, 3.16) --------------------------------------------------------------

type Queen = Int

indexPairs :: Int -> [(Int, Int)]
indexPairs n = [(i, j) | i <- [0 .. n - 1], j <- [i + 1 .. n - 1]]

legal :: Int -> Queen -> Bool
legal n qs = 1 <= qs && qs <= n

queenPairSafe :: Int -> [Queen] -> (Int, Int) -> Bool
queenPairSafe _ qs (i, j) =
  let qs_i = qs !! i
      qs_j = qs !! j
  in (qs_i /= qs_j) && qs_j - qs_i /= j - i && qs_j - qs_i /= i - j

allQueensSafe :: Int -> [Queen] -> Bool
allQueensSafe n qs =
  (n == length qs) && all (legal n) qs && all (queenPairSafe n qs) (indexPairs n)

-- | The length check last.
allQueensSafe' :: Int -> [Queen] -> Bool
allQueensSafe' n qs =
  all (legal n) qs && all (queenPairSafe n qs) (indexPairs n) && (n == length qs)

solveQueens :: Int -> Query [Queen]
solveQueens = [g2query| \(n :: Int) -> ?(qs :: [Queen]) | allQueensSafe n qs |]

solveQueens' :: Int -> Query [Queen]
solveQueens' = [g2query| \(n :: Int) -> ?(qs :: [Queen]) | allQueensSafe' n qs |]

-- | n-queens as it is often written without the paper at hand: indices by `zip`, `abs`
-- of the difference, list comprehensions and `and` (issue 15: 6 queens took 2-9 s and 8
-- gave up at 60 s before base's `abs` stopped splitting the path, Note [Merged
-- alternatives] in rust-core/src/reduce/machine/merge.rs).
queensSafeNatural :: Int -> [Queen] -> Bool
queensSafeNatural n qs =
  length qs == n && and [ 1 <= q && q <= n | q <- qs ]
    && and [ q1 /= q2 && abs (q1 - q2) /= j - i
           | (i, q1) <- zip [0 :: Int ..] qs, (j, q2) <- zip [0 ..] qs, i < j ]

solveQueensNatural :: Int -> Query [Queen]
solveQueensNatural = [g2query| \(n :: Int) -> ?(qs :: [Queen]) | queensSafeNatural n qs |]

-- Regular expressions (section 3.5.3), the matcher of SmtEn's example ------------------

match :: RegEx -> String -> Bool
match Empty _ = False
match Epsilon s = null s
match (Atom x) [c] = x == c
match (Atom _) _ = False
match (Star _) [] = True
match r@(Star x) s = any (match2 x r) (splits [1 .. length s] s)
match (Concat a b) s = any (match2 a b) (splits [0 .. length s] s)
match (ROr a b) s = match a s || match b s

splits :: [Int] -> [a] -> [([a], [a])]
splits ns x = map (\n -> splitAt n x) ns

match2 :: RegEx -> RegEx -> ([Char], [Char]) -> Bool
match2 a b (sa, sb) = match a sa && match b sb

stringSearch :: RegEx -> Query String
stringSearch = [g2query| \(r :: RegEx) -> ?(str :: String) | match r str |]

-- | Figure 3.15's four expressions, with their names there.
regexes :: [(String, RegEx)]
regexes =
  [ ("(a+b)*c(d+(ef)*)", Concat (Star (ROr (Atom 'a') (Atom 'b')))
                           (Concat (Atom 'c') (ROr (Atom 'd') (Star (Concat (Atom 'e') (Atom 'f'))))))
  , ("abcdef", foldr1 Concat (map Atom "abcdef"))
  , ("a+b+c+d+e+f", foldr1 ROr (map Atom "abcdef"))
  , ("a*b*c*d*e*f*", foldr1 Concat (map (Star . Atom) "abcdef"))
  ]
