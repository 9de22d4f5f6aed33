-- | The g2q suite's "case studies" group: the G2Q chapter's case studies
-- (G2Q.CaseStudies) solved on the engine, each within the engine's default limit (60 s),
-- so that a hang fails the test instead of stalling the suite; how fast they are is
-- measured by bench/g2q/, not here, since a loaded 2-core machine may be slow. Every answer is checked here a second
-- time, by a property written independently of the query's predicate (e.g. n-queens
-- validity from the definition, a regex matcher by derivatives), evaluated by GHC.
-- bench/g2q/ times them all.
module G2Q.CaseStudyTests (caseStudyTests) where

import Data.List (isInfixOf, nub)
import GHC.Clock (getMonotonicTime)
import System.IO (hPutStrLn, stderr)
import Test.Tasty (TestTree, testGroup)
import Test.Tasty.HUnit (Assertion, assertBool, assertFailure, testCase)
import Text.Printf (printf)

import G2.Query
import G2Q.Backtracking (backtrackingQueens)
import G2Q.CaseStudies

caseStudyTests :: [TestTree]
caseStudyTests =
  [ solves "sumToN 0 [-5,10,-15,20,25]" (sumToN 0 [-5, 10, -15, 20, 25]) $ \ys ->
      sum ys == 0 && not (null ys) && all (`elem` [-5, 10, -15, 20, 25]) ys
  , solves "badEnvSearch prog (Figure 3.4)" (badEnvSearch prog) $ \env ->
      -- Independently of the interpreter: the loop leaves i = 6, so z = 1 + 6 + j, and
      -- the assertion 5 * 2 < z fails exactly when j <= 3 (in Int arithmetic).
      case lookup "j" env of
        Just j -> not (5 * 2 < 1 + (6 + j)) && evalStmts env prog == Nothing
        Nothing -> False
  , testCase "badEnvSearch on a program without a violation: no answer" $ do
      -- lookup recurses on the symbolic Env, so the search space is infinite and the
      -- engine gives up at the limit (Nothing is promised only without recursion on
      -- symbolic data); an answer would be wrong, and so would Nothing.
      out <- timed "badEnvSearch safe" (solveQueryWith (within 3) (badEnvSearch safeProg))
      givesUpAtTimeLimit 3 out
  , solves "non-zero Mul x y == Add x y" mulAdd $ \(x, y) ->
      x /= 0 && y /= 0 && x * y == x + y
  , solves "solveDeBruijn id" (solveDeBruijn idExamples) $ \f ->
      synthesizes idExamples f && all (\k -> eval (App f (num k)) == num k) [0 .. 5]
  , solves "solveDeBruijn const" (solveDeBruijn constExamples) $ \f ->
      synthesizes constExamples f
        && and [ eval (App (App f (num a)) (num b)) == num a | a <- [1 .. 4], b <- [1 .. 4] ]
  -- Before parallel conjunctions and the smallest-first order these three gave up (no
  -- answer within 20 s, growing by ~0.6 GB/s); now each takes well under a second.
  , solves "solveDeBruijn NOT" (solveDeBruijn notExamples) (churchFunction 1 (not . head))
  , solves "solveDeBruijn OR" (solveDeBruijn orExamples) (churchFunction 2 or)
  , solves "solveDeBruijn AND" (solveDeBruijn andExamples) (churchFunction 2 and)
  , testGroup "n-queens, length check first (Figure 3.13)"
      [ solves (show n ++ "-queens") (solveQueens n) (validQueens n) | n <- [4 .. 8] ]
  , testGroup "n-queens, length check last (Figure 3.16)"
      -- The conjuncts run in parallel, so the length check fixes the list before the
      -- pair constraints are explored, as with the length check first (8-queens used
      -- to give up after 20 s).
      [ solves (show n ++ "-queens") (solveQueens' n) (validQueens n) | n <- [4 .. 8] ]
  , testGroup "n-queens written with zip, abs and list comprehensions"
      [ solves (show n ++ "-queens") (solveQueensNatural n) (validQueens n) | n <- [4, 6, 8] ]
  , testGroup "n-queens written so that the search backtracks (G2Q.Backtracking)"
      -- Columns by `elem`, conflicts by nub, notElem, !! and a permutation of the
      -- columns: each answer checked by validQueens, not by the phrasing.
      [ solves (how ++ ", " ++ show n ++ "-queens") (q n) (validQueens n)
      | (how, q) <- backtrackingQueens, n <- [5, 6, 8] ]
  , testGroup "stringSearch (Figure 3.15)"
      [ solves name (stringSearch r) (\s -> matchesD r s && match r s) | (name, r) <- regexes ]
  , testCase "stringSearch on an empty language: no answer" $ do
      -- match recurses on the symbolic string (length, splitAt): as above, giving up at
      -- the limit is what the engine can do; an answer would be wrong.
      out <- timed "stringSearch a.Empty" (solveQueryWith (within 3) (stringSearch (Concat (Atom 'a') Empty)))
      givesUpAtTimeLimit 3 out
  ]

-- | The query is solved within the default limits and the answer has the property.
solves :: (Show a, G2Rep a) => String -> Query a -> (a -> Bool) -> TestTree
solves name q ok = testCase name $ do
  out <- timed name (solveQueryWith defaultLimits q)
  case out of
    Found a -> checked a ok
    other -> assertFailure ("expected an answer, got " ++ show other)

-- | The search stopped at its time limit of SECS seconds, and says so: neither an answer
-- nor a claim that none exists.
givesUpAtTimeLimit :: Show a => Double -> QueryOutcome a -> Assertion
givesUpAtTimeLimit secs (QueryGaveUp why) =
  assertBool ("gave up for another reason: " ++ why) (("the time limit (" ++ show (round secs :: Int) ++ " s)") `isInfixOf` why)
givesUpAtTimeLimit _ other = assertFailure ("expected to give up at the time limit, got " ++ show other)

checked :: Show a => a -> (a -> Bool) -> Assertion
checked a ok = assertBool ("the answer fails the independent check: " ++ show a) (ok a)

within :: Double -> Limits
within secs = defaultLimits { limitSeconds = Just secs }

timed :: String -> IO a -> IO a
timed what act = do
  t0 <- getMonotonicTime
  r <- act
  t1 <- getMonotonicTime
  hPutStrLn stderr (printf "    (%s: %.2f s)" what (t1 - t0))
  pure r

-- | The program of Figure 3.4 with an assertion that holds for every j: z == 7 + j
-- (in Int arithmetic too, overflow included).
safeProg :: Stmts
safeProg = init prog ++ [Assert (Eq (Var "z") (Add (I 7) (Var "j")))]

-- | n-queens from the definition: n queens, one per row, in columns 1..n, no two in a
-- column or on a diagonal.
validQueens :: Int -> [Int] -> Bool
validQueens n qs =
  length qs == n && all (\c -> c >= 1 && c <= n) qs && length (nub qs) == n
    && length (nub (zipWith (+) [0 ..] qs)) == n && length (nub (zipWith (-) [0 ..] qs)) == n

-- | A synthesized Church-Boolean function of ARITY arguments agrees with F on every
-- input: applied to Church Booleans, it evaluates to the Church Boolean of the result.
churchFunction :: Int -> ([Bool] -> Bool) -> DExpr -> Bool
churchFunction arity f func =
  and [ eval (foldl App func (map church bs)) == church (f bs) | bs <- inputs arity ]
  where
    inputs 0 = [[]]
    inputs k = [ b : bs | b <- [False, True], bs <- inputs (k - 1) ]
    church c = if c then trueLam else falseLam

-- | Regex matching by Brzozowski derivatives, independent of 'match'.
matchesD :: RegEx -> String -> Bool
matchesD r = nullable . foldl (flip deriv) r
  where
    nullable Empty = False
    nullable Epsilon = True
    nullable (Atom _) = False
    nullable (Star _) = True
    nullable (Concat a b) = nullable a && nullable b
    nullable (ROr a b) = nullable a || nullable b
    deriv _ Empty = Empty
    deriv _ Epsilon = Empty
    deriv c (Atom x) = if c == x then Epsilon else Empty
    deriv c (Star x) = Concat (deriv c x) (Star x)
    deriv c (Concat a b)
      | nullable a = ROr (Concat (deriv c a) b) (deriv c b)
      | otherwise = Concat (deriv c a) b
    deriv c (ROr a b) = ROr (deriv c a) (deriv c b)
