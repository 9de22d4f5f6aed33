-- | G2Q: the query grammar, G2Rep round trips (standard, derived and Generic
-- instances), the term codec (docs/wire-format.md, "Terms"), solving through an
-- injected engine entry point with validation, the embedding of a module's Core, real
-- queries on the engine (G2Q.EndToEnd, also from several threads at once), the G2Q
-- chapter's case studies (G2Q.CaseStudies, G2Q.CaseStudyTests), and
-- compile-time checks of the quasiquote rewrite on programs/g2q/.
module Main (main) where

import Control.Concurrent (forkIO)
import Control.Concurrent.MVar (newEmptyMVar, putMVar, takeMVar)
import Control.Exception (SomeException, evaluate, try)
import Control.Monad (filterM, forM, forM_)
import qualified Data.ByteString as BS
import qualified Data.Map as Map
import qualified Data.Set as Set
import qualified Data.ByteString.Unsafe as BU
import Data.Bits (shiftR)
import Data.Int (Int64)
import Data.Word (Word8)
import GHC.Clock (getMonotonicTime)
import GHC.Exts (Ptr (Ptr))
import System.IO (hPutStrLn, stderr)
import System.IO.Unsafe (unsafePerformIO)
import System.Timeout (timeout)
import Text.Printf (printf)
import Data.Char (isLower, isUpper, toUpper)
import Data.IORef (newIORef, readIORef, writeIORef)
import Data.List (isInfixOf, isPrefixOf)
import Data.Maybe (mapMaybe)
import System.Exit (ExitCode (..))
import System.Directory (doesDirectoryExist)
import System.FilePath (takeBaseName, (</>))
import System.Process (readProcessWithExitCode)
import Test.Tasty (TestTree, defaultMain, testGroup)
import Test.Tasty.HUnit (Assertion, assertBool, assertFailure, testCase, (@?=))

import G2.QuasiQuote.Grammar
import G2.Query
import G2.Query.Codec (decodeTerms, encodeArgs, encodeTerms, replyNode)
import G2.Query.Engine
  (QueryResult (..), QueryRunner, Wire (..), notEmbeddedMessage, wireLength, wirePlaceholder)
import G2.Engine (describeStatus)
import G2.Test (liquidResults, reproduceCall)
import G2.Test.Results
import G2Q.CaseStudyTests (caseStudyTests)
import G2Q.OtherModules (otherModuleTests)
import G2Q.PropertyTests (propertyTests)
import qualified G2Q.EndToEnd as E
import G2Q.Queries
import G2Q.Types
import Support

main :: IO ()
main = do
  programs <- programsIn "programs/g2q"
  defaultMain $ testGroup "g2q"
    [ testGroup "grammar" (zipWith grammarCase [1 :: Int ..] grammarCases)
    , testGroup "G2Rep" g2RepTests
    , testGroup "codec" codecTests
    , testGroup "solving" solvingTests
    , testGroup "embedding" embeddingTests
    , testGroup "engine" engineTests
    , testGroup "case studies" caseStudyTests
    , testGroup "compile" (map compileTest programs)
    , testGroup "bench programs compile" benchCompileTests
    , testGroup "ghci" ghciTests
    , testGroup "other modules" otherModuleTests
    , testGroup "G2.Test" g2TestTests
    , testGroup "property tests" propertyTests
    ]

-- | G2.Test's pieces that need no engine: the counterexample as a call to paste into
-- GHCi, and the results a checked module records (test-suite/outside/ runs the rest).
g2TestTests :: [TestTree]
g2TestTests =
  [ testCase "reproduceCall" $ do
      reproduceCall "clamp" 3 "(1,0,-2)" @?= "clamp 1 0 (-2)"
      reproduceCall "f" 2 "(Just 3,\"a,b\")" @?= "f (Just 3) \"a,b\""
      reproduceCall "f" 2 "('(',P {x = 1})" @?= "f '(' (P {x = 1})"
      reproduceCall "f" 2 "('\\'',[(1,2)])" @?= "f '\\'' [(1,2)]"
      reproduceCall "f" 1 "(1,2)" @?= "f (1,2)"
      reproduceCall "f" 1 "-3" @?= "f (-3)"
      reproduceCall "f" 1 "[-1]" @?= "f [-1]"
      -- Infinity and NaN as GHCi reads them back (`show` writes what it cannot read).
      reproduceCall "next" 1 "-Infinity" @?= "next (-(1/0))"
      reproduceCall "scale" 2 "(NaN,[Infinity,1.5])" @?= "scale (0/0) [(1/0),1.5]"
      reproduceCall "f" 2 "(\"NaN\",'N')" @?= "f \"NaN\" 'N'"
      reproduceCall "f" 1 "NaNa Infinity'" @?= "f (NaNa Infinity')"
  , testCase "engine failures say whose fault they are, not a status number" $ do
      let said s = describeStatus (s :: Int) "MSG"
      mapM_ (\(s, words') -> assertBool (said s) (words' `isInfixOf` said s && "MSG" `isInfixOf` said s))
        [ (1, "a bug in G2"), (2, "rebuild g2-plugin"), (3, "cannot run this code")
        , (4, "bad option"), (5, "internal error in G2") ]
      assertBool (said 3) (not ("status" `isInfixOf` said 3))
  , testCase "recorded results" $ do
      let rs = ModuleResults "M"
            [ CheckResult "f" "M.hs:3:1" Counterexample "report"
            , CheckResult "g" "M.hs:5:1" NoCounterexample "no counterexample exists"
            , CheckResult "" "M.hs:1:1" NotChecked "G2: cannot load" ]
      liquidResults (encodeResults rs) @?= Right
        [ ("f", Left "M.hs:3:1:\nreport")
        , ("g", Right "no counterexample exists")
        , ("", Left "M.hs:1:1: not checked: G2: cannot load") ]
      case liquidResults resultsPlaceholder of
        Left why -> assertBool why ("liquid-inject-only" `isInfixOf` why)
        Right _ -> assertFailure "the placeholder read as results"
  ]

-- Grammar ---------------------------------------------------------------------------

-- | A query and its parts rendered as @concrete | symbolic | predicate@, or the
-- rendered error.
grammarCases :: [(String, String)]
grammarCases =
  [ ( "\\(n :: Int) (xs :: [Int]) -> ?(ys :: [Int]) | sum ys == n"
    , "n::Int xs::[Int] | ys::[Int] | sum ys == n" )
  , ( "?(x :: Int) | x > 0", " | x::Int | x > 0" )
  , ( "  \\ (a::Int)->?(b::Int)?(c :: Bool)|c", "a::Int | b::Int c::Bool | c" )
  , ( "\\(m :: Data.Map.Map Int (Maybe [Char])) -> ?(p :: (Int, [(Bool, ())])) | f m p"
    , "m::Data.Map.Map Int (Maybe [Char]) | p::(Int, [(Bool, ())]) | f m p" )
  , ( "\\(s :: Proxy \"a)b\") -> ?(x' :: Int) | x' == 1", "s::Proxy \"a)b\" | x'::Int | x' == 1" )
  , ( "\\(xs :: [Int])\n  -> ?(y :: Int)\n  | y `elem` xs\n    && y > 0\n"
    , "xs::[Int] | y::Int | y `elem` xs\n    && y > 0" )
  , ( "\\(f :: Int -> Int) -> ?(x :: Int) | f x == x | x > 0"
    , "f::Int -> Int | x::Int | f x == x | x > 0" )
  , ( "", "column 1: expected `\\` (the concrete arguments) or `?(` (a symbolic variable), found the end of the query" )
  , ( "x > 0", "column 1: expected `\\` (the concrete arguments) or `?(` (a symbolic variable), found `x`" )
  , ( "\\ -> ?(x :: Int) | x", "column 3: expected a concrete argument `(name :: type)` after `\\`, found `->`" )
  , ( "\\(n :: Int) | n > 0", "column 13: expected another `(name :: type)` or `->`, found `|`" )
  , ( "\\(n :: Int) -> n > 0", "column 16: expected a symbolic variable `?(name :: type)`, found `n`" )
  , ( "\\(n Int) -> ?(x :: Int) | x", "column 5: expected `::` and a type after `n`, found `Int)`" )
  , ( "\\(N :: Int) -> ?(x :: Int) | x", "column 3: expected a variable name, found `N`" )
  , ( "\\(_ :: Int) -> ?(x :: Int) | x", "column 3: expected a variable name (`_` cannot be used in the predicate), found `_`" )
  , ( "?(case :: Int) | True", "column 3: expected a variable name (not the keyword `case`), found `case`" )
  , ( "?(x :: ) | True", "column 8: expected a type after `::`, found `)`" )
  , ( "?(x :: [Int) | True", "column 12: expected `]`, found `)`" )
  , ( "?(x :: Int | True", "column 18: expected `)` to close the binder, found the end of the query (the binder opens at column 2)" )
  , ( "? (x :: Int) | True", "column 2: expected `(` right after `?`, found `(x`" )
  , ( "?(x :: Int) x > 0", "column 13: expected another `?(name :: type)` or `|` before the predicate, found `x`" )
  , ( "?(x :: Int) |   ", "column 17: expected a Bool predicate after `|`, found the end of the query" )
  , ( "\\(n :: Int) -> ?(n :: Int) | True"
    , "column 18: expected a name not bound before in this query, found `n` again (first bound at column 3)" )
  , ( "\\(n :: Int)\n -> ?(x :: Int)\n x"
    , "line 3, column 2: expected another `?(name :: type)` or `|` before the predicate, found `x`" )
  ]

grammarCase :: Int -> (String, String) -> TestTree
grammarCase i (query, expected) = testCase (show i ++ ": " ++ takeWhile (/= '\n') query) $
  render (parseQuery query) @?= expected
  where
    render (Left e) = head (lines (drop (length "malformed g2 query at ") (renderGrammarError query e)))
    render (Right q) = unwords (map binder (qtConcrete q)) ++ " | "
      ++ unwords (map binder (qtSymbolic q)) ++ " | " ++ fragText (qtPredicate q)
    binder b = binderName b ++ "::" ++ fragText (binderType b)

-- G2Rep -----------------------------------------------------------------------------

g2RepTests :: [TestTree]
g2RepTests =
  [ testCase "round trips of standard types" $ do
      roundTrip (0 :: Int) >> roundTrip (minBound :: Int) >> roundTrip (maxBound :: Int)
      roundTrip (2 ^ (100 :: Int) :: Integer) >> roundTrip (-7 :: Integer)
      roundTrip (maxBound :: Word) >> roundTrip 'λ' >> roundTrip True >> roundTrip False
      roundTrip (-0.5 :: Double) >> roundTrip (1.0e300 :: Double) >> roundTrip (3.25 :: Float)
      roundTrip ([] :: [Int]) >> roundTrip [1, 2, 3 :: Int] >> roundTrip "a string"
      roundTrip (1 :: Int, 'c') >> roundTrip (True, "x", [()]) >> roundTrip ((), LT, EQ, GT)
      roundTrip (Just [Just (3 :: Int), Nothing]) >> roundTrip (Left 'a' :: Either Char Bool)
      roundTrip (Right (Just GT) :: Either () (Maybe Ordering))
      roundTrip (1 :: Int, 2 :: Int, 3 :: Int, 4 :: Int, 5 :: Int, 6 :: Int, 'z')
  , testCase "terms carry GHC's original names" $ do
      toG2Term (Just 'x') @?= G2Con (ConName "GHC.Maybe" "Just") [G2Con (ConName "GHC.Types" "C#") [G2Char 'x']]
      toG2Term [3 :: Int] @?= G2Con (ConName "GHC.Types" ":")
        [G2Con (ConName "GHC.Types" "I#") [G2Int 3], G2Con (ConName "GHC.Types" "[]") []]
      toG2Term (True, ()) @?= G2Con (ConName "GHC.Tuple" "(,)")
        [G2Con (ConName "GHC.Types" "True") [], G2Con (ConName "GHC.Tuple" "()") []]
      toG2Term (Left LT :: Either Ordering Word) @?= G2Con (ConName "Data.Either" "Left") [G2Con (ConName "GHC.Types" "LT") []]
      toG2Term (5 :: Word) @?= G2Con (ConName "GHC.Types" "W#") [G2Word 5]
      toG2Term (12 :: Integer) @?= G2Integer 12
      toG2Term (1.5 :: Double) @?= G2Con (ConName "GHC.Types" "D#") [G2Double 1.5]
  , testCase "derivingG2Rep: constructors, records, infix, parameters, newtypes" $ do
      roundTrip (Circle 3) >> roundTrip (Rect 1 (2 ^ (70 :: Int))) >> roundTrip (4 :+ 'q') >> roundTrip Empty
      roundTrip (Node (Node Leaf 'a' Leaf) 'b' Leaf) >> roundTrip (Leaf :: Tree Shape)
      roundTrip (Wrapped [Just True, Nothing])
      toG2Term (7 :+ 'c') @?= G2Con (ConName "G2Q.Types" ":+")
        [G2Con (ConName "GHC.Types" "I#") [G2Int 7], G2Con (ConName "GHC.Types" "C#") [G2Char 'c']]
  , testCase "Generic default" $ do
      roundTrip Red >> roundTrip (Blue 2.5)
      toG2Term Green @?= G2Con (ConName "G2Q.Types" "Green") []
  , testCase "lazy both ways: infinite lists" $ do
      take 5 (fromG2Term (toG2Term [1 :: Int ..]) :: [Int]) @?= [1 .. 5]
      let ones = G2Con (ConName "GHC.Types" ":") [toG2Term (1 :: Int), ones]
      take 3 (fromG2Term ones :: [Int]) @?= [1, 1, 1]
  , testCase "any value (a part the run never looked at) decodes lazily to a default" $ do
      fromG2Term G2Any @?= (0 :: Int)
      fromG2Term G2Any @?= ""
      fromG2Term G2Any @?= (Nothing :: Maybe Int, 0 :: Integer, 0 :: Word)
      fromG2Term G2Any @?= Circle 0
      -- Infinite types get infinite values, built as far as they are looked at.
      let streamHead (x :> _) = x
          skip (_ :> rest) = rest
      streamHead (iterate skip (fromG2Term (G2Con (ConName "G2Q.Types" ":>") [toG2Term (1 :: Int), G2Any])) !! 1000) @?= (0 :: Int)
      let Looped n (Looped m _) = fromG2Term G2Any in (n, m) @?= (0, 0)
      decodeTerms (BS.pack (u32 1 ++ [7])) @?= Right [G2Any]
  , testCase "decode errors name the type and the term's head" $ do
      decodeError (fromG2Term (G2Int 3) :: Int) "cannot decode a term as Int: found the Int# literal 3"
      decodeError (fromG2Term (toG2Term (2 ^ (64 :: Int) :: Integer)) :: Int)
        "cannot decode a term as Int: found the Integer"
      decodeError (fromG2Term (G2Con (ConName "GHC.Types" "I#") [G2Int (2 ^ (63 :: Int))]) :: Int)
        "cannot decode a term as Int: found the Int# literal 9223372036854775808"
      decodeError (fromG2Term (toG2Term 'c') :: Shape) "cannot decode a term as Shape: found GHC.Types.C# with 1 fields"
      decodeError (fromG2Term (G2Con (ConName "G2Q.Types" "Circle") []) :: Shape) "as Shape"
      decodeError (fromG2Term (G2Con (ConName "G2Q.Types" "Red") [G2Int 1]) :: Color) "as Color"
      -- Laziness: only the forced part is checked.
      let bad = G2Con (ConName "GHC.Types" ":") [toG2Term (1 :: Int), G2Char 'x']
      head (fromG2Term bad :: [Int]) @?= 1
      decodeError (length (fromG2Term bad :: [Int])) "as a list"
  ]

roundTrip :: (G2Rep a, Eq a, Show a) => a -> Assertion
roundTrip x = fromG2Term (toG2Term x) @?= x

decodeError :: a -> String -> Assertion
decodeError x msg = do
  r <- try (evaluate x)
  case r of
    Left e -> assertBool ("expected " ++ show msg ++ " in " ++ show (e :: G2DecodeError))
                         (msg `isInfixOf` show e)
    Right _ -> assertFailure "expected a G2DecodeError"

-- Solving through an injected engine entry point --------------------------------------

-- | A test double that records its call and answers with a fixed result.
fake :: QueryResult -> IO (QueryRunner, IO (Maybe (QueryId, [G2Term])))
fake res = do
  seen <- newIORef Nothing
  let runner qid args _ = writeIORef seen (Just (qid, args)) >> pure res
  pure (runner, readIORef seen)

solvingTests :: [TestTree]
solvingTests =
  [ testCase "a correct answer is validated and returned" $ do
      (runner, seen) <- fake (Solved [toG2Term [20, -15, -5 :: Int]])
      out <- solveQueryUsing runner defaultLimits (sumToNQuery 0 [-5, 10, -15, 20, 25])
      found out @?= Just [20, -15, -5]
      Just (qid, args) <- seen
      (qidModule qid, qidLine qid, qidColumn qid) @?= ("G2Q.Queries", 23, 15)
      args @?= [toG2Term (0 :: Int), toG2Term [-5, 10, -15, 20, 25 :: Int]]
  , testCase "a wrong answer is rejected by the predicate" $ do
      (runner, _) <- fake (Solved [toG2Term [10 :: Int]])
      out <- solveQueryUsing runner defaultLimits (sumToNQuery 0 [-5, 10])
      rejected out "the predicate is False on the answer"
  , testCase "an answer outside the concrete list is rejected (predicate uses module helpers)" $ do
      (runner, _) <- fake (Solved [toG2Term [7, -7 :: Int]])
      out <- solveQueryUsing runner defaultLimits (sumToNQuery 0 [7, 1])
      rejected out "the predicate is False"
  , testCase "several symbolic variables: one term each, answered as a tuple" $ do
      (runner, _) <- fake (Solved [toG2Term (21 :: Int), toG2Term True])
      out <- solveQueryUsing runner defaultLimits (halfAndFlag 42)
      found out @?= Just (21, True)
      (runner', _) <- fake (Solved [toG2Term (21 :: Int), toG2Term False])
      out' <- solveQueryUsing runner' defaultLimits (halfAndFlag 42)
      rejected out' "False"
  , testCase "user data types in arguments and answers" $ do
      (runner, seen) <- fake (Solved [toG2Term (Circle 1)])
      out <- solveQueryUsing runner defaultLimits (anyShape [Empty, Circle 1])
      found out @?= Just (Circle 1)
      Just (_, args) <- seen
      args @?= [toG2Term [Empty, Circle 1]]
      (runner', _) <- fake (Solved [toG2Term Empty])
      solveQueryUsing runner' defaultLimits (anyShape [Empty, Circle 1]) >>= (`rejected` "False")
  , testCase "an infinite concrete argument is encoded lazily" $ do
      (runner, seen) <- fake (Solved [toG2Term (1 :: Int)])
      out <- solveQueryUsing runner defaultLimits (headOf [1 ..])
      found out @?= Just 1
      Just (_, [xs]) <- seen
      take 2 (fromG2Term xs :: [Int]) @?= [1, 2]
  , testCase "the wrong number of answers is rejected" $ do
      (runner, _) <- fake (Solved [toG2Term (1 :: Int), toG2Term (2 :: Int)])
      solveQueryUsing runner defaultLimits (headOf [1]) >>= (`rejected` "2 values for 1 symbolic variables")
  , testCase "an ill-shaped answer is rejected, not a crash" $ do
      (runner, _) <- fake (Solved [toG2Term 'x'])
      solveQueryUsing runner defaultLimits (headOf [1]) >>= (`rejected` "cannot decode a term as Int")
  , testCase "no solution is NotFound; giving up is distinct" $ do
      (none, _) <- fake NoSolution
      solveQueryUsing none defaultLimits (headOf [1]) >>= \o -> isNotFound o @?= True
      (gaveUp, _) <- fake (GaveUp "step limit")
      solveQueryUsing gaveUp defaultLimits (headOf [1]) >>= \o -> gaveUpWhy o @?= Just "step limit"
  , testCase "a crash answer is checked by running the predicate; GHC's exception is reported" $ do
      (runner, _) <- fake (Crashed [toG2Term (5 :: Int)] "the engine's words")
      out <- solveQueryOrCrashUsing runner defaultLimits (headOf [])
      case out of
        Crashes 5 why -> assertBool why ("Prelude.head: empty list" `isInfixOf` why)
        other -> assertFailure ("expected Crashes 5, got " ++ show other)
      -- The predicate is True there after all: the input answers, as Found.
      (runner', _) <- fake (Crashed [toG2Term (1 :: Int)] "divide by zero")
      out' <- solveQueryOrCrashUsing runner' defaultLimits (headOf [1])
      found out' @?= Just 1
      (runner'', _) <- fake (Crashed [toG2Term (2 :: Int)] "divide by zero")
      solveQueryOrCrashUsing runner'' defaultLimits (headOf [1]) >>= (`rejected` "but it returns False")
  , testCase "an answer on which the predicate throws is a crash for a property test only" $ do
      (runner, _) <- fake (Solved [toG2Term (5 :: Int)])
      solveQueryUsing runner defaultLimits (headOf []) >>= (`rejected` "the predicate fails on the answer")
      solveQueryOrCrashUsing runner defaultLimits (headOf []) >>= \o -> case o of
        Crashes 5 _ -> pure ()
        other -> assertFailure ("expected Crashes 5, got " ++ show other)
      (crashed, _) <- fake (Crashed [toG2Term (5 :: Int)] "Prelude.head: empty list")
      solveQueryUsing crashed defaultLimits (headOf []) >>= (`rejected` "a crash it was not asked for")
  , testCase "[g2| |] throws on giving up instead of answering Nothing" $ do
      r' <- try (solveQuery (Query (QueryId "M" 1 2 1 wirePlaceholder) [] 1 (> (0 :: Int))))
      case r' of
        Left e -> show (e :: G2QueryError) @?= "g2 query at M:1:2 gave up: " ++ notEmbeddedMessage
        Right v -> assertFailure ("expected G2QueryGaveUp, got " ++ show v)
  ]

found :: QueryOutcome a -> Maybe a
found (Found a) = Just a
found _ = Nothing

isNotFound :: QueryOutcome a -> Bool
isNotFound NotFound = True
isNotFound _ = False

gaveUpWhy :: QueryOutcome a -> Maybe String
gaveUpWhy (QueryGaveUp why) = Just why
gaveUpWhy _ = Nothing

rejected :: Show a => QueryOutcome a -> String -> Assertion
rejected (AnswerRejected why) msg = assertBool ("expected " ++ show msg ++ " in " ++ show why) (msg `isInfixOf` why)
rejected other _ = assertFailure ("expected AnswerRejected, got " ++ show other)

-- GHCi ------------------------------------------------------------------------------

-- | GHCi with the plugin on (scripts/g2-ghc --interactive): a module with a derived
-- instance loads (Note [GHCi] in G2.Plugin.Light), its query answers at the prompt, and a
-- query typed at the prompt says why it cannot run.
ghciTests :: [TestTree]
ghciTests =
  [ testCase "a module with deriving Show and a query loads and answers" $ do
      out <- ghci "module" ["show (Circle 2)", "area (Square 5)", "thirdOf 21", "thirdOf 22"]
      -- GHC: show (Circle 2) == "Circle 2"; 5 * 5 == 25; 3 * 7 == 21; 22 has no third.
      assertBool out ("Ok, one module loaded." `isInfixOf` out)
      mapM_ (\l -> assertBool (l ++ " in:\n" ++ out) (l `isInfixOf` out))
        ["\"Circle 2\"", "25", "Just 7", "Nothing"]
  , testCase "a query typed at the prompt says it must be in a module" $ do
      out <- ghci "prompt" ["import G2.Query", "[g2| \\(n :: Int) -> ?(x :: Int) | x + 1 == n |] 5"]
      assertBool out ("typed at the GHCi prompt cannot run" `isInfixOf` out)
  ]
  where
    ghci key stmts = do
      root <- repoRoot
      let dir = root </> "test-suite" </> "programs" </> "ghci"
          script = unlines (":set -XQuasiQuotes" : stmts ++ [":q"])
      withScratchDir ("ghci-" ++ key) $ \tmp -> do
        (_, out, err) <- readProcessWithExitCode (root </> "scripts" </> "g2-ghc")
          ["--interactive", "-v1", "-outputdir", tmp, "-i" ++ dir, dir </> "InGhci.hs"] script
        pure (out ++ err)

-- Compiling programs/g2q/ -----------------------------------------------------------

-- | Each program says what compiling it must give in its leading comments:
-- @-- expect: ok@, or one or more @-- expect error: TEXT@ (each TEXT must appear in
-- GHC's output), and @-- without plugin@ to compile it with plain GHC.
compileTest :: FilePath -> TestTree
compileTest hs = testCase (takeBaseName hs) $ do
  header <- takeWhile ("--" `isPrefixOf`) . lines <$> readFile hs
  let expectations = mapMaybe (stripPrefixes ["-- expect error: "]) header
      withPlugin = "-- without plugin" `notElem` header
  c <- if withPlugin then compileWith hs (const []) (\_ c -> pure c) else compileWithoutPlugin hs
  let output = stderrText c ++ stdoutText c
  if null expectations
    then (exitCode c @?= ExitSuccess) >> assertBool output (not ("error" `isInfixOf` output))
    else do
      assertBool ("expected a compile error, got success:\n" ++ output) (exitCode c /= ExitSuccess)
      mapM_ (\e -> assertBool ("expected " ++ show e ++ " in:\n" ++ output) (e `isInfixOf` output))
            expectations
  where
    stripPrefixes ps l = case [ drop (length p) l | p <- ps, p `isPrefixOf` l ] of
      (x : _) -> Just x
      [] -> Nothing

-- | bench/g2q's programs type-check with the plugin (bench/run.py compiles them only
-- when it runs; a change to the library or the rewrite that breaks them shows here).
benchCompileTests :: [TestTree]
benchCompileTests =
  [ testCase name $ do
      root <- repoRoot
      withScratchDir ("bench-" ++ name) $ \tmp -> do
        (code, out, err) <- readProcessWithExitCode (root </> "scripts" </> "g2-ghc")
          ["--make", "-fno-code", "-v0", "-i" ++ root </> "test-suite" </> "test"
          , "-i" ++ root </> "bench" </> "g2q", "-outputdir", tmp
          , root </> "bench" </> "g2q" </> name] ""
        assertBool (out ++ err) (code == ExitSuccess)
  | name <- ["Bench.hs", "Concurrent.hs"] ]

-- | Plain GHC with this repository's package databases, as scripts/g2-ghc sets them,
-- but without -fplugin.
compileWithoutPlugin :: FilePath -> IO Compiled
compileWithoutPlugin hs = do
  root <- repoRoot
  dbs <- filterM doesDirectoryExist
    [ root </> ".cabal" </> "store" </> "ghc-9.0.2" </> "package.db"
    , root </> "dist-newstyle" </> "packagedb" </> "ghc-9.0.2" ]
  (code, out, err) <- readProcessWithExitCode "ghc"
    (concatMap (\db -> ["-package-db", db]) dbs
     ++ ["-package", "g2-plugin", "-fno-code", "-fforce-recomp", hs]) ""
  pure (Compiled code out err)

-- The term codec ----------------------------------------------------------------------

-- | Little-endian bytes, as docs/wire-format.md writes integers.
le :: Int -> Integer -> [Word8]
le n v = [ fromIntegral (v `shiftR` (8 * i)) | i <- [0 .. n - 1] ]

u32 :: Int -> [Word8]
u32 = le 4 . toInteger

str :: String -> [Word8]
str s = u32 (length s) ++ map (fromIntegral . fromEnum) s

con :: String -> String -> Int -> [Word8]
con m o n = 0 : str m ++ str o ++ u32 n

int :: Int64 -> [Word8]
int n = 1 : le 8 (toInteger n `mod` 2 ^ (64 :: Int))

node :: Integer -> [Word8]
node k = 8 : le 8 k

boxedInt :: Int64 -> [Word8]
boxedInt n = con "GHC.Types" "I#" 1 ++ int n

codecTests :: [TestTree]
codecTests =
  [ testCase "terms in the documented format" $ do
      encodeTerms [toG2Term (3 :: Int), toG2Term (-1 :: Int)] @?= BS.pack (u32 2 ++ boxedInt 3 ++ boxedInt (-1))
      encodeTerms [toG2Term [True]] @?= BS.pack (u32 1 ++ con "GHC.Types" ":" 2
        ++ con "GHC.Types" "True" 0 ++ con "GHC.Types" "[]" 0)
      encodeTerms [toG2Term 'λ', toG2Term (maxBound :: Word)] @?= BS.pack (u32 2
        ++ con "GHC.Types" "C#" 1 ++ [3] ++ le 4 0x3BB ++ con "GHC.Types" "W#" 1 ++ [2] ++ replicate 8 255)
      encodeTerms [toG2Term (-12 :: Integer), toG2Term (1.5 :: Double), toG2Term (0.5 :: Float)]
        @?= BS.pack (u32 3 ++ [6] ++ str "-12" ++ con "GHC.Types" "D#" 1 ++ [4] ++ le 8 0x3FF8000000000000
                     ++ con "GHC.Types" "F#" 1 ++ [5] ++ le 4 0x3F000000)
      encodeTerms [] @?= BS.pack (u32 0)
  , testCase "arguments go as nodes, and each node is evaluated only when asked for" $ do
      -- Note [Arguments node by node]: nothing is evaluated up front.
      let (args, nodes0) = encodeArgs [toG2Term [1 :: Int ..], toG2Term (undefined :: Int)]
      args @?= BS.pack (u32 2 ++ node 0 ++ node 1)
      -- [1..] is one cons cell: its head is the next node (a list's elements are lazy).
      (r0, nodes1) <- replyNode nodes0 0
      r0 @?= BS.pack (con "GHC.Types" ":" 2 ++ node 2 ++ node 3)
      -- A boxed Int comes with its literal: I# is not in WHNF without it.
      (r2, nodes2) <- replyNode nodes1 2
      r2 @?= BS.pack (boxedInt 1)
      (r3, nodes3) <- replyNode nodes2 3
      r3 @?= BS.pack (con "GHC.Types" ":" 2 ++ node 4 ++ node 5)
      -- undefined is replied as its exception's message.
      (r1, nodes4) <- replyNode nodes3 1
      take 1 (BS.unpack r1) @?= [9]
      assertBool (show r1) (BS.pack (map (fromIntegral . fromEnum) "Prelude.undefined") `BS.isInfixOf` r1)
      -- A node replied to is forgotten (the engine caches it); asking again is answered
      -- with an error message, never a crash here.
      (again, _) <- replyNode nodes4 0
      take 1 (BS.unpack again) @?= [9]
  , testCase "a node's fields are not evaluated when the node is replied" $ do
      -- 7 : undefined: replying the cons cell must not force its tail (stored as a new
      -- node); only asking for the tail evaluates it, and that reply is the exception.
      let (_, nodes0) = encodeArgs [toG2Term (7 : undefined :: [Int])]
      (r0, nodes1) <- replyNode nodes0 0
      r0 @?= BS.pack (con "GHC.Types" ":" 2 ++ node 1 ++ node 2)
      (r1, nodes2) <- replyNode nodes1 1
      r1 @?= BS.pack (boxedInt 7)
      (r2, _) <- replyNode nodes2 2
      take 1 (BS.unpack r2) @?= [9]
  , testCase "an Integer whose evaluation throws is replied as the exception" $ do
      let (_, nodes) = encodeArgs [toG2Term (1 `div` 0 :: Integer)]
      (r, _) <- replyNode nodes 0
      take 1 (BS.unpack r) @?= [9]
      assertBool (show r) (BS.pack (map (fromIntegral . fromEnum) "divide by zero") `BS.isInfixOf` r)
  , testCase "a boxed literal that throws makes its box throw" $ do
      let (_, nodes) = encodeArgs [toG2Term [undefined :: Int]]
      (_, nodes') <- replyNode nodes 0
      (r, _) <- replyNode nodes' 1
      take 1 (BS.unpack r) @?= [9]
  , testCase "decoding: round trips and hand-written bytes" $ do
      let terms = [ toG2Term [Just (3 :: Int), Nothing], toG2Term "λx", toG2Term (2 ^ (80 :: Int) :: Integer)
                  , toG2Term (minBound :: Int, -2.25 :: Double, 1.0e-3 :: Float), toG2Term (maxBound :: Word) ]
      decodeTerms (encodeTerms terms) @?= Right terms
      decodeTerms (BS.pack (u32 1 ++ boxedInt (-7))) @?= Right [toG2Term (-7 :: Int)]
  , testCase "decoding: malformed bytes are errors with an offset" $ do
      let err bs msg = case decodeTerms (BS.pack bs) of
            Left e -> assertBool (e ++ " should mention " ++ msg) (msg `isInfixOf` e)
            Right ts -> assertFailure ("decoded " ++ show (length ts) ++ " terms")
      err (u32 1 ++ [1, 0, 0]) "truncated at offset 5"
      err (u32 1 ++ [9]) "unknown tag 9 at offset 4"
      err (u32 0 ++ [0]) "1 bytes after the end"
      err (u32 1 ++ [3] ++ le 4 0xD800) "not a Unicode scalar value"
      err (u32 1 ++ [6] ++ str "12a") "not a decimal Integer"
  ]

-- The embedding of the module's Core ------------------------------------------------------

embeddingTests :: [TestTree]
embeddingTests =
  [ testCase "a module with queries embeds its Core in the wire format" $ do
      assertBool "g2'wire has bytes" (wireLength g2'wire > 100)
      magic <- wireBytes g2'wire 8
      magic @?= BS.pack (map (fromIntegral . fromEnum) "G2CORE\0\0")
      -- Every query of the module refers to the same bytes.
      qidWire (queryId (headOf [1])) @?= g2'wire
      qidWire (queryId (sumToNQuery 0 [])) @?= g2'wire
      qidSymbolic (queryId (halfAndFlag 2)) @?= 2
      assertBool "another module's wire" (qidWire (queryId (E.takeQuery 1 [])) /= g2'wire)
  , testCase "the placeholder gives up with a message" $ do
      out <- solveQueryWith defaultLimits (Query (QueryId "M" 1 1 1 wirePlaceholder) [] 1 (> (0 :: Int)))
      gaveUpWhy out @?= Just notEmbeddedMessage
  ]

wireBytes :: Wire -> Int -> IO BS.ByteString
wireBytes (Wire a _) n = BS.copy <$> BU.unsafePackCStringLen (Ptr a, n)

-- Real queries ------------------------------------------------------------------------------

-- | Runs an action, prints its time on stderr.
timed :: String -> IO a -> IO a
timed what act = do
  t0 <- getMonotonicTime
  r <- act
  t1 <- getMonotonicTime
  hPutStrLn stderr (printf "    (%s: %.1f ms)" what ((t1 - t0) * 1000))
  pure r

engineTests :: [TestTree]
engineTests =
  [ testCase "head of an infinite list: [1..] gives Just 1" $
      timed "x == head xs on [1..]" (E.headOfList [1 ..]) >>= (@?= Just 1)
  , testCase "head of a finite list" $
      timed "x == head xs on [4,5]" (E.headOfList [4, 5]) >>= (@?= Just 4)
  , testCase "sumToN 0 [-5,10,-15,20,25]: the answer satisfies the predicate" $ do
      out <- timed "sumToN 0 [-5,10,-15,20,25]" (solveQueryWith defaultLimits
                                                   (E.sumToNQuery 0 [-5, 10, -15, 20, 25]))
      case out of
        Found ys -> assertBool (show ys) (E.sumToNHolds 0 [-5, 10, -15, 20, 25] ys)
        other -> assertFailure ("expected an answer, got " ++ show other)
  , testCase "div and mod inverted: the one x, for each sign of the divisor" $ do
      -- x = q * d + r (the reasoning is at fromDivMod): -4 `div` 3 == -2 and
      -- -4 `mod` 3 == 2; -7 `div` (-3) == 2 and -7 `mod` (-3) == -1; 17 = 5 * 3 + 2.
      timed "div 3, mod 3" (E.fromDivMod 3 (-2) 2) >>= (@?= Just (-4))
      timed "div -3, mod -3" (E.fromDivMod (-3) 2 (-1)) >>= (@?= Just (-7))
      timed "div 3 == 5, mod 3 == 2" (E.fromDivMod 3 5 2) >>= (@?= Just 17)
      -- No x: a remainder of 3 is below 3.
      timed "mod 3 == 3" (E.fromDivMod 3 1 3) >>= (@?= Nothing)
  , testCase "no solution: b && not b is Nothing" $
      timed "b && not b" E.contradiction >>= (@?= Nothing)
  , testCase "a function of the same module" $ do
      timed "triple x == 21" (E.tripleOf 21) >>= (@?= Just 7)
      timed "triple x == 22" (E.tripleOf 22) >>= (@?= Nothing)
  , testCase "a data type of the same module with derivingG2Rep" $ do
      r <- timed "isBright d && d /= c" (E.brightOther (E.Blue 11))
      case r of
        Just d -> assertBool (show d) (E.isBright d && d /= E.Blue 11)
        Nothing -> assertFailure "expected an answer"
  , testCase "maps and sets as arguments" $ do
      E.keyOf (Map.fromList [(1, "one"), (2, "two"), (3, "three")]) "two" >>= (@?= Just 2)
      E.keyOf (Map.fromList [(1, "one")]) "two" >>= (@?= Nothing)
      -- Only the path to one element is looked at, however big the set.
      k <- E.bigMember (Set.fromList [1 .. 100000])
      assertBool (show k) (maybe False (\x -> x > 5 && x <= 100000) k)
  , testCase "a symbolic set is built with fromList: a valid set is found" $ do
      out <- solveQueryWith defaultLimits E.setOfTwo
      case out of
        -- G2Rep's decoder checks Set.valid: an unbalanced or unsorted tree is rejected.
        Found s -> assertBool (show s) (Set.size s == 2 && Set.member 3 s)
        other -> assertFailure (show other)
  , testCase "a symbolic map is built with fromList: a valid map is found" $ do
      out <- solveQueryWith defaultLimits E.mapOfTwo
      case out of
        Found m -> assertBool (show m) (Map.valid m && Map.size m == 2 && Map.lookup 1 m == Just 'a')
        other -> assertFailure (show other)
  , testCase "a map of at most two entries has no filter of three: none exist" $ do
      -- By reasoning: Map.filter keeps a subset of the entries.
      out <- mapM (solveQueryWith defaultLimits) [E.filteredMapTooBig, E.filteredMapTooBigSwapped]
      map show out @?= ["NotFound", "NotFound"]
  , testCase "Figure 3.6 (c): head [0..] > y > 0 has no answer" $
      E.between [0 ..] >>= (@?= Nothing)
  , testCase "Figure 3.8 (a): an infinite answer" $ do
      r <- E.infiniteWithHead 1
      case r of
        -- Only the head is constrained; the rest is any value, here infinite.
        Just ys -> (length (E.takeInf 100 ys), E.headInf ys) @?= (100, 1)
        Nothing -> assertFailure "expected an answer"
  , testCase "a query can be interrupted: System.Timeout.timeout stops it" $ do
      -- Figure 3.9 would search for the engine's whole 60 s; the caller's timeout
      -- lands between two waits of the conversation, and freeing the query stops the
      -- search.
      t0 <- getMonotonicTime
      r <- timeout 300000 E.multIsTen
      t1 <- getMonotonicTime
      r @?= Nothing
      assertBool ("took " ++ show (t1 - t0) ++ " s") (t1 - t0 < 10)
  , testCase "a function as the answer: map f xs == ys" $ do
      -- Checked here by GHC: the answer, applied to the inputs, gives the outputs.
      r <- timed "map f [1,2,3] == [10,20,10]" (E.mapsTo [1, 2, 3] [10, 20, 10])
      fmap (\f -> map f [1, 2, 3]) r @?= Just [10, 20, 10]
      -- Equal arguments have equal results: no function maps 1 to both 2 and 3.
      r' <- E.mapsTo [1, 1] [2, 3]
      fmap (\f -> map f [1, 1]) r' @?= Nothing
  , testCase "a query before a top-level splice" $
      E.predecessorOf 5 >>= (@?= Just 4)
  , testCase "take over an infinite list" $ do
      out <- timed "ys == take 3 [1..]" (solveQueryWith defaultLimits (E.takeQuery 3 [1 ..]))
      found out @?= Just [1, 2, 3]
  , testCase "an argument is asked for node by node: deep, infinite, partly undefined" $ do
      out <- timed "x == [0..] !! 3000" (solveQueryWith defaultLimits (E.elementAt 3000 [0 ..]))
      found out @?= Just 3000
      -- Only the part the predicate needs is evaluated: the undefined element is not.
      out' <- solveQueryWith defaultLimits (E.elementAt 2 [1, undefined, 3])
      found out' @?= Just 3
      -- An Integer that throws (its digits are forced only when its node is sent),
      -- needed on one branch only.
      E.integerOnOneBranch (1 `div` 0) >>= (@?= Just True)
      -- Where the predicate needs it, every path crashes: no x makes it True.
      out'' <- solveQueryWith defaultLimits (E.elementAt 1 [1, undefined, 3])
      assertBool (show out'') (isNotFound out'')
  , testCase "partial arguments: only what GHC would force is looked at" $ do
      -- Under GHC, x == head (7 : undefined) is True for x = 7: the tail is never
      -- forced, so the query must answer 7 rather than crash on the tail.
      timed "x == head (7 : undefined)" (E.headOfList (7 : undefined)) >>= (@?= Just 7)
      E.headOfList (7 : 8 : undefined) >>= (@?= Just 7)
      -- A record whose other field is undefined: pointX never forces it.
      E.xOfPoint (E.Point 3 undefined) >>= (@?= Just 3)
      E.xOfPoint E.Point { E.pointX = -4, E.pointY = error "pointY" } >>= (@?= Just (-4))
      -- xs !! 1 forces the first tail and the second element, never the rest.
      E.secondOf (1 : 2 : undefined) >>= (@?= Just 2)
      E.secondOf (undefined : 5 : undefined) >>= (@?= Just 5)
      E.secondOf (cycle [1, 9]) >>= (@?= Just 9)
      -- Where GHC would force the undefined part, no x makes the predicate True.
      E.secondOf (1 : undefined) >>= (@?= Nothing)
  , testCase "several queries from several threads at once" $ do
      t0 <- getMonotonicTime
      sumVar <- newEmptyMVar
      _ <- forkIO (try (E.sumToN 5 [-5, 10, 3, 2]) >>= putMVar sumVar)
      results <- concurrently [ (k, E.tripleOf (3 * k)) | k <- [1 .. 6] ]
      sumResult <- takeMVar sumVar
      t1 <- getMonotonicTime
      hPutStrLn stderr (printf "    (7 queries on 7 threads: %.1f ms)" ((t1 - t0) * 1000))
      forM_ results $ \(k, r) -> case r of
        Right v -> v @?= Just k
        Left e -> assertFailure (show k ++ ": " ++ show (e :: SomeException))
      case sumResult of
        Right (Just ys) -> assertBool (show ys) (E.sumToNHolds 5 [-5, 10, 3, 2] ys)
        other -> assertFailure (show (other :: Either SomeException (Maybe [Int])))
  , testCase "many concurrent queries, each asking its caller for two arguments" $ do
      -- Note [Query slots]: most of them wait before they start; each must still get
      -- its own arguments (lo < hi - 1 always has a y with y `mod` 7 == 3 within 7).
      results <- concurrently [ (k, E.inRange k (k + 8)) | k <- [1 .. 40] ]
      forM_ results $ \(k, r) -> case r of
        Right (Just y) -> assertBool (show (k, y)) (k < y && y < k + 8 && y `mod` 7 == 3)
        other -> assertFailure (show k ++ ": " ++ show other)
  , testCase "queries whose arguments run queries (nested), more than there are cores" $ do
      -- Evaluating each outer query's argument runs an inner query while the outer one
      -- holds its place: the inner ones must start anyway (Note [Query slots]).
      let inner k = maybe (-1) id (unsafePerformIO (E.tripleOf (3 * k)))
      -- A deadlock would hang: fail instead after a generous two minutes.
      done <- timeout 120000000 (concurrently [ (k, E.inRange (inner k) (inner k + 8)) | k <- [1 .. 12] ])
      results <- maybe (assertFailure "the queries deadlocked" >> pure []) pure done
      forM_ results $ \(k, r) -> case r of
        Right (Just y) -> assertBool (show (k, y)) (k < y && y < k + 8 && y `mod` 7 == 3)
        other -> assertFailure (show k ++ ": " ++ show other)
  , testCase "full Unicode: toUpper c == 'Σ' beyond Latin-1" $ do
      -- GHC: the characters other than 'Σ' whose toUpper is 'Σ' are "ςσ".
      let others = [ c | c <- [minBound .. maxBound], toUpper c == 'Σ', c /= 'Σ' ]
      others @?= "ςσ"
      r <- timed "toUpper c == 'Σ' && c /= 'Σ'" (E.upperOf 'Σ')
      assertBool (show r) (maybe False (`elem` others) r)
      timed "... && c `notElem` \"Σς\"" (E.upperOfExcept 'Σ' "Σς") >>= (@?= Just 'σ')
      timed "... && c `notElem` \"Σςσ\"" (E.upperOfExcept 'Σ' "Σςσ") >>= (@?= Nothing)
      -- 'ǅ' (titlecase) has upper case 'Ǆ'; so has 'ǆ'.
      r' <- E.upperOf 'Ǆ'
      assertBool (show r') (maybe False (\c -> toUpper c == 'Ǆ' && c /= 'Ǆ') r')
  , testCase "full Unicode: two upper-case letters beyond Latin-1" $ do
      r <- timed "length (filter isUpper s) == 2 && all (> '\\xff') s" E.twoUpperBeyondLatin1
      case r of
        Just s -> assertBool (show s) (length (filter isUpper s) == 2 && all (> '\xff') s)
        Nothing -> assertFailure "expected an answer"
  , testCase "words of unknown text: two words in eight characters, three phrasings" $ do
      let check what q ok = do
            r <- timed what q
            case r of
              Just w -> assertBool (show w) (ok w)
              Nothing -> assertFailure ("expected an answer: " ++ what)
          twoWords w = words w == ["hi", "there"] && length w == 8
      check "words w == [\"hi\",\"there\"] && length w == 8" E.twoWordsInEight twoWords
      check "length w == 8 && words w == [\"hi\",\"there\"]" E.twoWordsLengthFirst twoWords
      check "map (unwords . words) (lines w) == [\"a b\",\"c\"]" E.spacedLines
        (\w -> length w == 7 && map (unwords . words) (lines w) == ["a b", "c"])
  , testCase "a length bound bounds every later walk of the list: none exist, three phrasings" $ do
      -- Each query has no answer (EndToEnd says why); before, the path of ever longer
      -- lists inside length never ended and each gave up at a limit.
      forM_ [ ("palindrome of three, ends differ", solveQueryWith defaultLimits E.palindromeEndsDiffer)
            , ("prefix and suffix in three", solveQueryWith defaultLimits E.prefixSuffixInThree) ]
        $ \(what, run) -> run >>= \out -> case out of
            NotFound -> pure ()
            other -> assertFailure (what ++ ": " ++ show other)
      solveQueryWith defaultLimits E.sortedShorter >>= \out -> case out of
        NotFound -> pure ()
        other -> assertFailure ("sort of three: " ++ show other)
      solveQueryWith defaultLimits E.palindromeOfFive >>= \out -> case out of
        Found s -> assertBool (show s) (length s == 5 && s == reverse s && s !! 2 == 'x')
        other -> assertFailure ("palindrome of five: " ++ show other)
  , testCase "upper-cased unknown text: map toUpper w == \"HELLO\", with and without isLower" $ do
      r <- timed "length w == 5 && map toUpper w == \"HELLO\"" (solveQueryWith defaultLimits E.helloUpper)
      case r of
        Found w -> assertBool (show w) (length w == 5 && map toUpper w == "HELLO")
        other -> assertFailure (show other)
      r' <- timed "w /= \"HELLO\" && all isLower w && ..." (solveQueryWith defaultLimits E.helloLower)
      -- GHC: the only lower-case string that upper-cases to HELLO.
      let only = [ w | w <- mapM (\c -> [ l | l <- ['\0' .. '\x10ffff'], isLower l, toUpper l == c ]) "HELLO" ]
      case r' of
        Found w -> [w] @?= only
        other -> assertFailure (show other)
  , testCase "a step limit makes the engine give up, not answer Nothing" $ do
      out <- solveQueryWith defaultLimits { limitSteps = Just 1 } (E.takeQuery 3 [1 ..])
      case out of
        QueryGaveUp _ -> pure ()
        other -> assertFailure ("expected QueryGaveUp, got " ++ show other)
  ]

-- | Runs the actions on threads of their own, all at once; their results in order.
concurrently :: [(k, IO a)] -> IO [(k, Either SomeException a)]
concurrently jobs = do
  vars <- forM jobs $ \(k, act) -> do
    v <- newEmptyMVar
    _ <- forkIO (try act >>= putMVar v . (,) k)
    pure v
  mapM takeMVar vars
