-- | The G2Q case studies' predicates as plain functions (definitions copied from
-- test-suite/test/G2Q/CaseStudies.hs), for the engine's statistics on the command line:
--
--   target/release/g2 bench/g2q/Predicates.hs orPred --assume '\f r -> r' --max-outputs 1 --stats
--
-- Each @...Pred@ takes the query's symbolic variables; the concrete arguments are applied.
module Predicates where

import Control.Monad (foldM)

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


-- sumToN (Figure 3.2) --------------------------------------------------------------------


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


-- | Non-zero x and y with Mul x y == Add x y, through the language's evalA (the table of
-- Figure 3.15 names the case "Search for non-zero Mul x y == Add x y").

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


-- | Figure 3.15's four expressions, with their names there.
regexes :: [(String, RegEx)]
regexes =
  [ ("(a+b)*c(d+(ef)*)", Concat (Star (ROr (Atom 'a') (Atom 'b')))
                           (Concat (Atom 'c') (ROr (Atom 'd') (Star (Concat (Atom 'e') (Atom 'f'))))))
  , ("abcdef", foldr1 Concat (map Atom "abcdef"))
  , ("a+b+c+d+e+f", foldr1 ROr (map Atom "abcdef"))
  , ("a*b*c*d*e*f*", foldr1 Concat (map (Star . Atom) "abcdef"))
  ]

-- The predicates ----------------------------------------------------------------------

sumToNPred :: [Int] -> Bool
sumToNPred ys = sum ys == 0 && all (\e -> e `elem` [-5, 10, -15, 20, 25]) ys && length ys >= 1

badEnvPred :: Env -> Bool
badEnvPred env = evalStmts env prog == Nothing

mulAddPred :: Int -> Int -> Bool
mulAddPred x y = x /= 0 && y /= 0 && evalA [] (Mul (I x) (I y)) == evalA [] (Add (I x) (I y))

idPred, constPred, notPred, orPred, andPred :: DExpr -> Bool
idPred f = synthesizes idExamples f
constPred f = synthesizes constExamples f
notPred = synthesizes notExamples
orPred = synthesizes orExamples
andPred = synthesizes andExamples

queensPred, queensPred' :: [Int] -> Bool
queensPred = allQueensSafe 8
queensPred' = allQueensSafe' 8

queens7Pred' :: [Int] -> Bool
queens7Pred' = allQueensSafe' 7

regexPred1, regexPred2, regexPred3, regexPred4 :: String -> Bool
regexPred1 = match (snd (regexes !! 0))
regexPred2 = match (snd (regexes !! 1))
regexPred3 = match (snd (regexes !! 2))
regexPred4 = match (snd (regexes !! 3))
