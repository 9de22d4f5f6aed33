-- | The G2Q case studies written for SBV (Debian's libghc-sbv-dev, Z3 underneath), where
-- SBV can express them, timed like bench/g2q/Bench.hs: one tab-separated line per case
-- (name, median seconds, outcome). Compiled with plain GHC (no plugin) by
-- bench/run.py --g2q.
--
--   SBVBench [--repeat N] [--timeout SECS] [--only SUBSTRING]
--
-- How each problem is written, since SBV has no symbolic algebraic data or unbounded
-- recursion over symbolic values:
--   * sumToN: ys is a symbolic sequence (SList Int64); sum, all-elem are
--     Data.SBV.Tools.BoundedList's bounded folds (bound 8), plus length ys >= 1.
--   * badEnvSearch: the interpreter rewritten over symbolic Int64s (evalA/evalB give
--     SInt64/SBool); the input j is one symbolic variable rather than a symbolic Env,
--     and loops must have concrete conditions (Figure 3.4's does).
--   * Mul/Add: two SInt64.
--   * n-queens: n symbolic Int64 (the length is fixed by construction), the constraints
--     of Figure 3.13; "length last" puts the same conjuncts in Figure 3.16's order.
--   * regex: the RegEx translated to SBV's regular expressions (Z3's theory of strings).
--   * de Bruijn synthesis: not expressible (a symbolic, recursive Expr evaluated by a
--     recursive evaluator); reported as n/a by bench/run.py.
module Main (main) where

import Control.Exception (SomeException, evaluate, try)
import Data.List (isInfixOf, sort)
import qualified Data.Map as M
import Data.SBV hiding (Epsilon)
import qualified Data.SBV.List as L
import qualified Data.SBV.RegExp as R
import Data.SBV.Tools.BoundedList (ball, bsum, bany)
import GHC.Clock (getMonotonicTime)
import System.Environment (getArgs)
import System.IO (BufferMode (..), hSetBuffering, stdout)
import System.Timeout (timeout)
import Text.Printf (printf)

-- The problems ---------------------------------------------------------------------------

sumToN :: Int64 -> [Int64] -> Symbolic SBool
sumToN n xs = do
  ys <- sList "ys"
  let bound = 8
  pure $ L.length ys .>= 1 .&& L.length ys .<= fromIntegral bound
    .&& bsum bound ys .== literal n
    .&& ball bound (\y -> bany (length xs) (.== y) (literal xs)) ys

data AExpr = I Int64 | Var String | Add AExpr AExpr | Mul AExpr AExpr
data BExpr = Not BExpr | And BExpr BExpr | Or BExpr BExpr | Lt AExpr AExpr | Eq AExpr AExpr
data Stmt = Assign String AExpr | Assert BExpr | If BExpr [Stmt] [Stmt] | While BExpr [Stmt]

type Env = M.Map String SInt64

evalA :: Env -> AExpr -> SInt64
evalA _ (I n) = literal n
evalA e (Var x) = M.findWithDefault (error ("unbound " ++ x)) x e
evalA e (Add a b) = evalA e a + evalA e b
evalA e (Mul a b) = evalA e a * evalA e b

evalB :: Env -> BExpr -> SBool
evalB e (Not b) = sNot (evalB e b)
evalB e (And a b) = evalB e a .&& evalB e b
evalB e (Or a b) = evalB e a .|| evalB e b
evalB e (Lt a b) = evalA e a .< evalA e b
evalB e (Eq a b) = evalA e a .== evalA e b

-- | The state after the statements and whether every assertion held.
evalStmts :: (Env, SBool) -> [Stmt] -> (Env, SBool)
evalStmts = foldl step
  where
    step (e, ok) (Assign x a) = (M.insert x (evalA e a) e, ok)
    step (e, ok) (Assert b) = (e, ok .&& evalB e b)
    step (e, ok) (If b l r) =
      let (el, okl) = evalStmts (e, ok) l
          (er, okr) = evalStmts (e, ok) r
          c = evalB e b
      in (M.unionWith (ite c) el er, ite c okl okr)
    step (e, ok) w@(While b body) = case unliteral (evalB e b) of
      Just True -> evalStmts (e, ok) (body ++ [w])
      Just False -> (e, ok)
      Nothing -> error "a loop with a symbolic condition"

prog :: [Stmt]
prog =
  [ Assign "k" (I 1), Assign "i" (I 0), Assign "n" (I 5)
  , While (Or (Lt (Var "i") (Var "n")) (Eq (Var "i") (Var "n"))) [Assign "i" (Add (Var "i") (I 1))]
  , Assign "z" (Add (Var "k") (Add (Var "i") (Var "j")))
  , Assert (Lt (Mul (Var "n") (I 2)) (Var "z"))
  ]

badEnvSearch :: Symbolic SBool
badEnvSearch = do
  j <- sInt64 "j"
  pure (sNot (snd (evalStmts (M.fromList [("j", j)], sTrue) prog)))

mulAdd :: Symbolic SBool
mulAdd = do
  x <- sInt64 "x"
  y <- sInt64 "y"
  pure (x ./= 0 .&& y ./= 0 .&& x * y .== x + y)

queens :: Bool -> Int -> Symbolic SBool
queens lengthFirst n = do
  qs <- mapM (\i -> sInt64 ("q" ++ show i)) [0 .. n - 1]
  let legal q = 1 .<= q .&& q .<= fromIntegral n
      pairSafe (i, j) = let a = qs !! i; b = qs !! j
                        in a ./= b .&& b - a ./= fromIntegral (j - i) .&& b - a ./= fromIntegral (i - j)
      pairs = [(i, j) | i <- [0 .. n - 1], j <- [i + 1 .. n - 1]]
      lengthOk = literal (length qs == n)
      rest = [sAll legal qs, sAll pairSafe pairs]
  pure (sAnd (if lengthFirst then lengthOk : rest else rest ++ [lengthOk]))

data RegEx = Empty | Epsilon | Atom Char | Star RegEx | Concat RegEx RegEx | ROr RegEx RegEx

toSBV :: RegEx -> R.RegExp
toSBV Empty = R.None
toSBV Epsilon = R.Literal ""
toSBV (Atom c) = R.Literal [c]
toSBV (Star r) = R.KStar (toSBV r)
toSBV (Concat a b) = R.Conc [toSBV a, toSBV b]
toSBV (ROr a b) = R.Union [toSBV a, toSBV b]

regexes :: [(String, RegEx)]
regexes =
  [ ("(a+b)*c(d+(ef)*)", Concat (Star (ROr (Atom 'a') (Atom 'b')))
                           (Concat (Atom 'c') (ROr (Atom 'd') (Star (Concat (Atom 'e') (Atom 'f'))))))
  , ("abcdef", foldr1 Concat (map Atom "abcdef"))
  , ("a+b+c+d+e+f", foldr1 ROr (map Atom "abcdef"))
  , ("a*b*c*d*e*f*", foldr1 Concat (map (Star . Atom) "abcdef"))
  ]

stringSearch :: RegEx -> Symbolic SBool
stringSearch r = do
  s <- sString "str"
  pure (s `R.match` toSBV r)

-- Running ------------------------------------------------------------------------------------

cases :: [(String, Symbolic SBool)]
cases =
  [ ("sumToN 0 [-5,10,-15,20,25]", sumToN 0 [-5, 10, -15, 20, 25])
  , ("badEnvSearch prog", badEnvSearch)
  , ("non-zero Mul x y == Add x y", mulAdd)
  ] ++
  [ ("solveQueens " ++ show n, queens True n) | n <- [4 .. 8] ] ++
  [ ("solveQueens' " ++ show n ++ " (length last)", queens False n) | n <- [4 .. 8] ] ++
  [ ("stringSearch " ++ name, stringSearch r) | (name, r) <- regexes ]

main :: IO ()
main = do
  hSetBuffering stdout LineBuffering
  args <- getArgs
  let opt k d = case dropWhile (/= k) args of
        (_ : v : _) -> v
        _ -> d
      repeats = read (opt "--repeat" "3") :: Int
      secs = read (opt "--timeout" "120") :: Double
      only = opt "--only" ""
  mapM_ (run repeats secs) [ c | c@(name, _) <- cases, only `isInfixOf` name ]

run :: Int -> Double -> (String, Symbolic SBool) -> IO ()
run repeats secs (name, problem) = do
  outs <- mapM (const once) [1 .. repeats]
  let times = sort (map fst outs)
  printf "%s\t%.3f\t%s\n" name (times !! (length times `div` 2)) (snd (last outs))
  where
    once = do
      t0 <- getMonotonicTime
      r <- timeout (round (secs * 1e6)) (try (sat problem >>= evaluate . oneLine . show))
      t1 <- getMonotonicTime
      pure (t1 - t0, case r of
        Nothing -> "GaveUp no answer within " ++ show secs ++ "s"
        Just (Left e) -> "Error " ++ oneLine (show (e :: SomeException))
        Just (Right s) -> s)
    oneLine = unwords . words
