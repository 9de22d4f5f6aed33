-- | The differential corpus: every module of test-suite/programs/diff/ defines
-- @run :: String@. For each, real GHC (@ghc -e@, the expectation; never the engine)
-- evaluates @show run@ or fails, and target/release/g2 runs @run@ concretely; the
-- engine's line must be exactly @run = <GHC's show run>@, or, when GHC's program
-- fails, @run = error: MESSAGE@ with the exception's message as GHC prints it (its first
-- line, source paths cut to their file name: the engine compiles a copy). Programs the engine is known to get wrong are listed in 'expectedFailures'
-- with the reason; such a test fails if the program starts to agree, so the list stays
-- honest. A summary line @diff corpus: A/N agree ...@ is printed at the end.
--
-- The symbolic group runs g2 with --assume/--assert on functions of the corpus and
-- confirms every printed line @f a b = r@ with GHC: @show (f a b) == show r@, the
-- assumption holds (or the assertion fails), and @= error@ lines crash under GHC too.
--
-- Tests run two at a time (the test binary is -threaded -N2; tasty uses every
-- capability): each one is a GHC interpreter run plus one g2 process.
module Main (main) where

import Control.Exception (throwIO, try)
import Data.IORef
import Data.List (isInfixOf, isPrefixOf, sort)
import System.Exit (ExitCode (..))
import System.FilePath (takeBaseName, takeFileName, (</>))
import System.IO (hFlush, stdout)
import System.Process (readProcessWithExitCode)
import Test.Tasty
import Test.Tasty.HUnit

import Answers (commaSep, ghcEval, splitAnswer, splitArgs)
import Json (JSON (..), lookupField, parseJSON)
import Support (G2Status (..), g2Status, programsIn, repoRoot, resultLines)

-- | Programs whose engine answer differs from GHC's, with the diagnosis. Engine bugs
-- and gaps live in rust-core; missing models would be fixed by a model instead.
expectedFailures :: [(String, String)]
expectedFailures = []

main :: IO ()
main = do
  root <- repoRoot
  files <- programsIn ("programs" </> "diff")
  tally <- newIORef ([] :: [(String, Outcome)])
  let tree = testGroup "diff"
        [ testGroup "corpus" [ corpusTest root tally f | f <- files ]
        , testGroup "symbolic" [ symbolicTest root c | c <- symbolicCases ]
        , testCase "expected-failures list names corpus programs" $ do
            let names = map takeBaseName files
            mapM_ (\(n, _) -> assertBool (n ++ " is not in programs/diff") (n `elem` names)) expectedFailures
        ]
  r <- try (defaultMain tree)
  results <- readIORef tally
  let n = length results
      agree = length [ () | (_, Agree) <- results ]
      xfail = length [ () | (_, Disagree True) <- results ]
      bad = sort [ p | (p, Disagree False) <- results ]
      fixed = sort [ p | (p, AgreeUnexpectedly) <- results ]
  putStrLn $ "diff corpus: " ++ show (agree + length fixed) ++ "/" ++ show n
    ++ " programs agree with GHC (" ++ show xfail ++ " expected failures"
    ++ (if null bad then "" else "; unexpected disagreements: " ++ unwords bad)
    ++ (if null fixed then "" else "; now agreeing, remove from the list: " ++ unwords fixed)
    ++ ")"
  hFlush stdout
  case r of
    Left e -> throwIO (e :: ExitCode)
    Right () -> pure ()

data Outcome = Agree | Disagree Bool | AgreeUnexpectedly

-- | An exception's message as compared: its first line, with every path to a Haskell
-- source file cut to the file name.
errorLine :: String -> String
errorLine = unwords . map shortPath . words . takeWhile (/= '\n')
  where
    shortPath w
      | ".hs:" `isInfixOf` w = takeFileName w
      | otherwise = w

dropPrefix :: String -> String -> String
dropPrefix p s = if p `isPrefixOf` s then drop (length p) s else s

-- | The string (or null) value of a top-level field of g2's one-line JSON result:
-- Nothing when the line is not JSON or the field is missing, Just Nothing for null.
jsonField :: String -> String -> Maybe (Maybe String)
jsonField key line = case lookupField key =<< parseJSON line of
  Just (JStr s) -> Just (Just s)
  Just JNull -> Just Nothing
  _ -> Nothing

g2Path :: FilePath -> FilePath
g2Path root = root </> "target" </> "release" </> "g2"

corpusTest :: FilePath -> IORef [(String, Outcome)] -> FilePath -> TestTree
corpusTest root tally file = testCase name $ do
  -- The expectation: GHC's interpreter.
  (gc, gout, gerr) <- readProcessWithExitCode "ghc" ["-v0", file, "-e", "putStr (show run)"] ""
  let expected = case gc of
        ExitSuccess -> "run = " ++ gout
        ExitFailure _ -> "run = error: " ++ errorLine (dropPrefix "<interactive>: " gerr)
  (ec, out, err) <- readProcessWithExitCode (g2Path root)
    [file, "run", "--n", "100000000", "--timeout", "60", "--json"] ""
  let result = unlines (resultLines out)
  let got = case (g2Status ec, resultLines out, jsonField "output" result, jsonField "error" result) of
        (G2Found, [_], Just _, Just (Just msg)) -> "run = error: " ++ errorLine msg
        (G2Found, [_], Just (Just o), Just Nothing) -> "run = " ++ o
        _ -> "g2 exit " ++ show ec ++ ", stdout " ++ show out ++ ", stderr " ++ lastLines err
      agrees = got == expected
      xfail = lookup name expectedFailures
  -- Atomically: tests run two at a time, and a plain modifyIORef' loses an update now
  -- and then (the summary once counted 224 of 225 programs).
  atomicModifyIORef' tally (\rs -> ((name, case (agrees, xfail) of
    (True, Nothing) -> Agree
    (True, Just _) -> AgreeUnexpectedly
    (False, x) -> Disagree (x /= Nothing)) : rs, ()))
  case xfail of
    Nothing -> assertEqual "engine versus GHC" expected got
    Just why -> assertBool ("listed as an expected failure (" ++ why
                            ++ ") but now agrees with GHC; remove it from expectedFailures")
                           (not agrees)
  where
    name = takeBaseName file
    lastLines = unlines . reverse . take 3 . reverse . lines

------------------------------------------------------------------------------------------
-- Symbolic runs

data Mode = Assume | Assert

-- | (program, function, mode, predicate, extra g2 arguments)
symbolicCases :: [(String, String, Mode, String, [String])]
symbolicCases =
  [ ("InsertionSort", "isort", Assume, "\\xs r -> r == [1, 2, 3]", ["--max-outputs", "4"])
  -- Symbolic runs use the program as decoded (no simplifier): `<>` at Ordering goes
  -- through base's Semigroup dictionary, whose stimes has no code; it must not be
  -- needed before it is called.
  -- Map.elemAt on a symbolic map (a model of containers' worker $welemAt).
  , ("MapPartition", "nth", Assume, "\\i m r -> r == Just (5, 'x')", ["--max-outputs", "2"])
  -- IntMap's adjust, alter, unionWith, ==, /= and lookupMin on symbolic maps (models of
  -- containers' $wadjustWithKey, $walter, unionWithKey, equal, nequal, unsafeFindMin).
  , ("IntMapEdit", "restock", Assume, "\\i n m r -> n > 0 && r == fromList [(4, 2)]", ["--max-outputs", "2"])
  , ("IntMapEdit", "sell", Assume, "\\k m r -> r /= m && k > 5", ["--max-outputs", "2"])
  , ("IntMapEdit", "combined", Assume, "\\a b r -> r == fromList [(2, 7)] && a /= b", ["--max-outputs", "2"])
  , ("IntMapEdit", "firstItem", Assume, "\\m r -> r == Just 3", ["--max-outputs", "2"])
  -- Data.List's generic functions and NonEmpty.take on symbolic inputs (models of
  -- base's $wgenericSplitAt, $wgenericIndex with both its errors, $wunsafeTake).
  , ("GenericList", "splitWord", Assume, "\\n w r -> length w < 4 && r == (\"ab\", \"c\")", ["--max-outputs", "2"])
  , ("GenericList", "letterAt", Assert, "\\i w r -> length w > 5 || r /= 'z'", ["--max-outputs", "3"])
  , ("GenericList", "topScores", Assume, "\\n s r -> r == [5, 2]", ["--max-outputs", "2"])
  -- round on a Rational of symbolic Integers (a model of $fRealFracRatio_$cround).
  , ("RationalRound", "share", Assume, "\\c p r -> p == 2 && c >= 0 && c < 10 && r == 3", ["--max-outputs", "1"])
  -- Escapes and signed numbers on symbolic inputs (models of Text.Read.Lex.lexChar2 and
  -- $wconsumeEmpties; Numeric.showInt1, showInt's error on a negative number).
  , ("LitChar", "unescape", Assume, "\\s r -> length s < 4 && take 1 s == \"\\\\\" && r == \"\\t\"", ["--max-outputs", "1"])
  , ("LitChar", "column", Assume, "\\n r -> r == \"   -42\"", ["--max-outputs", "1"])
  , ("LitChar", "digits", Assert, "\\n r -> length r < 3", ["--max-outputs", "2"])
  -- [a, b ..] and the Enum errors on symbolic sized words (models of GHC.Word's
  -- $w$sboundedEnumFromThen2, the succ CAF $fEnumWord14, toEnum's $wlvl3).
  , ("WordEnum", "stride", Assume, "\\a b r -> r == [250, 251, 252]", ["--max-outputs", "1"])
  , ("WordEnum", "nextByte", Assert, "\\w r -> r > w", ["--max-outputs", "2"])
  , ("WordEnum", "toByte", Assert, "\\i r -> fromEnum r == i", ["--max-outputs", "2"])
  -- (<$) on a symbolic Map (a model of $fFunctorMap_$c<$).
  , ("MapFunctor", "seen", Assume, "\\m r -> M.size r == 2", ["--max-outputs", "1"])
  -- mtimesDefault and stimes on Ordering with symbolic arguments (models of base's
  -- WrappedMonoid and Ordering stimes).
  , ("SemigroupTimes", "ruler", Assume, "\\n r -> length r == 6", ["--max-outputs", "1"])
  , ("SemigroupTimes", "byKeys", Assume, "\\p q r -> r == GT && fst p == fst q", ["--max-outputs", "1"])
  -- Sized bit counts (popCnt8#, clz16#) on symbolic words.
  , ("WordBits", "parity", Assume, "\\w r -> r && w > 100", ["--max-outputs", "2"])
  , ("WordBits", "highBit", Assume, "\\w r -> r == 9", ["--max-outputs", "2"])
  -- floor, round and truncate of a symbolic Double or Float (G2.Models.RealFrac: base's
  -- go through decodeFloat, which gave up on every path).
  , ("RealFracDouble", "isSquare", Assume, "\\n r -> r && n > 10 && n < 50", ["--max-outputs", "2"])
  , ("RealFracDouble", "cents", Assume, "\\x r -> x > 3 && x < 4 && r == 314", ["--max-outputs", "1"])
  , ("RealFracDouble", "bucket", Assume, "\\x r -> r == -3", ["--max-outputs", "1"])
  -- digitToInt's error path is a worker base ships without code (a model).
  , ("DigitToInt", "hexValue", Assert, "\\c r -> r >= 0 && r < 16", ["--max-outputs", "2"])
  , ("SortByComparing", "cmp2", Assume, "\\p q r -> r == GT && fst p == fst q", ["--max-outputs", "2"])
  , ("GcdLcm", "myGcd", Assume, "\\a b r -> a > 0 && b > 0 && a < 50 && b < 50 && r == 6", ["--max-outputs", "3"])
  , ("AsPatterns", "compress", Assume, "\\xs r -> r == [1, 2, 1]", ["--max-outputs", "2"])
  , ("Roman", "roman", Assume, "\\n r -> n >= 0 && n < 50 && r == \"XIV\"", ["--max-outputs", "1"])
  , ("BalancedParens", "balanced", Assume, "\\s r -> r && length s == 4", ["--max-outputs", "3"])
  , ("ExprEval", "eval", Assume, "\\e r -> r == 7", ["--max-outputs", "3"])
  -- Inputs of a GADT: each constructor's equality field fixes the index.
  , ("Gadts", "evalInt", Assume, "\\e r -> r == 7", ["--max-outputs", "4"])
  -- Indexed by promoted constructors: a Vec ('S ('S 'Z)) is never VNil, a Door 'Opened
  -- never a ClosedDoor.
  , ("Gadts", "vsum", Assume, "\\v r -> r == 7", ["--max-outputs", "2"])
  , ("Gadts", "closedNumber", Assume, "\\d r -> r == 10", ["--max-outputs", "2"])
  -- Arrays indexed by symbolic positions (Note [Arrays]): each position a branch.
  , ("Arrays", "lookupAt", Assume, "\\i r -> r == 5", ["--max-outputs", "3"])
  , ("Arrays", "findIn", Assert, "\\x r -> (x `elem` [1, 3 .. 15]) == (r /= Nothing)", ["--max-outputs", "3"])
  , ("Arrays", "swapped", Assume, "\\i j r -> i /= j && take 3 r == [9, 1, 4]", ["--max-outputs", "2"])
  -- Naturals (Note [Naturals as Integers]): an underflow is a crash, as under GHC.
  , ("NaturalBase", "twiceMinusThree", Assert, "\\n r -> r < 100", ["--max-outputs", "2"])
  , ("NaturalBase", "stairs", Assume, "\\n r -> r == 89", ["--max-outputs", "1"])
  -- printf's interpreter is a model (Text.Printf's uprintfs); a short name is padded.
  , ("PrintfBase", "greet", Assume, "\\s r -> r == \"Hello, ab   !\"", ["--max-outputs", "2"])
  -- Data.IntSet's loops are models over the real tree of bitmaps; symbolic keys.
  , ("IntSetBase", "distinct", Assume, "\\xs r -> r == 2 && length xs == 3", ["--max-outputs", "2"])
  , ("Hanoi", "hanoi", Assume, "\\n a b c r -> length r == 3", ["--max-outputs", "2"])
  , ("Caesar", "encode", Assume, "\\n s r -> n > 0 && n < 26 && r == \"ab\"", ["--max-outputs", "2"])
  , ("RunLengthManual", "encode", Assume, "\\s r -> r == [('a', 2), ('b', 1)]", ["--max-outputs", "1"])
  , ("PrimeFactors", "factors", Assume, "\\n r -> r == [2, 3, 3]", ["--max-outputs", "1"])
  , ("Ackermann", "ack", Assume, "\\m n r -> m >= 0 && n >= 0 && r == 5", ["--max-outputs", "2", "--n", "200000"])
  , ("ErrDivZero", "average", Assert, "\\xs r -> r >= 0", ["--max-outputs", "3"])
  , ("QuickSort", "qsort", Assert, "\\xs r -> r /= [1, 2]", ["--max-outputs", "2"])
  , ("ErrCaseWhere", "grade", Assert, "\\n r -> r /= 'C'", ["--max-outputs", "3"])
  -- Upper-case letters beyond Latin-1 (the Char models once assumed c <= '\xff').
  , ("UnicodeCase", "upperCount", Assume, "\\s r -> r == 2 && all (> '\\xff') s", ["--max-outputs", "3"])
  ]

symbolicTest :: FilePath -> (String, String, Mode, String, [String]) -> TestTree
symbolicTest root (prog, f, mode, p, extra) = testCase (prog ++ "." ++ f) $ do
  let file = root </> "test-suite" </> "programs" </> "diff" </> (prog ++ ".hs")
      flag = case mode of Assume -> "--assume"; Assert -> "--assert"
  -- A generous limit: GcdLcm's bit-vector gcd constraints take Z3 about 10 s here
  -- alone, and tests run two at a time.
  (code, out, err) <- readProcessWithExitCode (g2Path root)
    ([file, f, flag, p, "--timeout", "60"] ++ extra) ""
  assertEqual ("g2 exit code (1: found); stderr:\n" ++ err) G2Found (g2Status code)
  let answers = [ a | l <- lines out, Just a <- [splitAnswer f l] ]
  assertBool ("g2 printed no answers:\n" ++ out ++ err) (not (null answers))
  let (crashes, values) = (filter ((== "error") . snd) answers, filter ((/= "error") . snd) answers)
      predOf l r = "((" ++ p ++ ") " ++ unwords (argsOf l) ++ " (" ++ r ++ "))"
      argsOf l = ["(" ++ a ++ ")" | a <- splitArgs (drop (length f) l)]
  -- Every value answer in one GHC run: the output is GHC's, and the predicate agrees
  -- (assume: holds; assert: violated).
  if null values then pure () else do
    let want = case mode of Assume -> "True"; Assert -> "False"
        expr = "print [ " ++ commaSep
          [ "(show (" ++ l ++ ") == show (" ++ r ++ " `asTypeOf` (" ++ l ++ ")), "
              ++ predOf l r ++ " == " ++ want ++ ")"
          | (l, r) <- values ] ++ " ]"
    (c, o, e) <- ghcEval file expr
    assertEqual ("ghc -e " ++ expr ++ "\n" ++ e) ExitSuccess c
    let oks = read o :: [(Bool, Bool)]
    mapM_ (\((l, r), (same, predOk)) -> do
            assertBool (l ++ " = " ++ r ++ " is wrong (GHC disagrees)") same
            assertBool (l ++ " = " ++ r ++ ": the predicate does not select it under GHC") predOk)
          (zip values oks)
  -- Each crash: GHC must fail to evaluate it too (only --assert reports crashes).
  mapM_ (\(l, _) -> do
          (c, _, _) <- ghcEval file ("length (show (" ++ l ++ "))")
          assertBool (l ++ " = error, but GHC evaluates it") (c /= ExitSuccess))
        crashes

