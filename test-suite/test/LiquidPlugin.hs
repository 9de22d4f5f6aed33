-- | The plugin's @liquid@ option end to end: the modules of programs/liquid/ compiled
-- with the plugin, and the diagnostics it reports asserted. Each expectation is
-- derived from the program (the comments say why), and every concrete counterexample's
-- reproduction line is run with GHC.
module Main (main) where

import Control.Monad (forM_)
import Data.Char (isDigit, isSpace)
import Data.List (isInfixOf, isPrefixOf, sort, stripPrefix)
import qualified Data.ByteString as BS
import System.Directory (doesFileExist)
import System.Exit (ExitCode (..))
import System.FilePath ((</>))
import System.Process (readProcessWithExitCode)
import Test.Tasty
import Test.Tasty.HUnit

import G2.Engine (checkFunction, withEngineModule)
import G2.Liquid.Contracts
import G2.Liquid.Syntax (RType (..), SpecError (..), SrcPos (..), TyHead (..))
import G2.Plugin.Options
import Support

main :: IO ()
main = defaultMain $ testGroup "liquid-plugin"
  [ testGroup "options" optionTests
  , testGroup "contracts" contractTests
  , testGroup "papers" paperTests
  , testGroup "diagnostics" diagnosticTests
  ]

------------------------------------------------------------------------------------
-- Running GHC and reading its diagnostics

-- | A diagnostic of the plugin: line, column, whether it is an error, the text.
data Diag = Diag { dLine :: Int, dCol :: Int, dError :: Bool, dText :: [String] }
  deriving (Show)

program :: FilePath -> IO FilePath
program f = (\r -> r </> "test-suite" </> "programs" </> "liquid" </> f) <$> repoRoot

-- | Compiles a program with @liquid@ (2 s per function) and more options.
compileLiquid :: FilePath -> [String] -> IO Compiled
compileLiquid f opts = do
  path <- program f
  compileWith path (const (map ("-fplugin-opt=G2.Plugin:" ++) ("liquid" : "liquid-timeout=2" : opts)))
    (\_ c -> pure c)

-- | GHC's diagnostics in stderr: a header @FILE:L:C: warning:@ (or @error:@), then the
-- message indented by four, then the source excerpt.
diagnostics :: String -> [Diag]
diagnostics = go . lines
  where
    go [] = []
    go (l : ls) = case header l of
      Just (ln, col, isErr) ->
        let (body, rest) = span (\x -> "    " `isPrefixOf` x) ls
        in Diag ln col isErr (map (drop 4) body) : go rest
      Nothing -> go ls
    -- FILE:L:C: KIND, or FILE: KIND for the whole module (line and column 0)
    header l = case break (== ':') l of
      (_, ':' : rest)
        | (ln, ':' : rest') <- span isDigit rest, not (null ln)
        , (col, ':' : kind) <- span isDigit rest', not (null col) -> severity (read ln) (read col) kind
        | otherwise -> severity 0 0 rest
      _ -> Nothing
    severity ln col kind = case dropWhile isSpace kind of
      k | "warning:" `isPrefixOf` k -> Just (ln, col, False)
        | "error:" `isPrefixOf` k -> Just (ln, col, True)
      _ -> Nothing

-- | The plugin's own diagnostics (GHC's warnings about the programs are not ours).
ours :: [Diag] -> [Diag]
ours = filter (\d -> case dText d of
  t : _ -> any (`isPrefixOf` t) ["concrete counterexample:", "abstract counterexample:", "G2:",
                                 "malformed LiquidHaskell annotation"]
  [] -> False)

-- | Compiles and returns the plugin's diagnostics, which must be warnings (unless
-- the compilation is expected to fail).
liquidDiags :: FilePath -> [String] -> IO [Diag]
liquidDiags f opts = do
  c <- compileLiquid f opts
  assertEqual ("GHC's exit code; stderr:\n" ++ stderrText c) ExitSuccess (exitCode c)
  pure (ours (diagnostics (stderrText c)))

-- | The one diagnostic at a line.
at :: Int -> [Diag] -> IO Diag
at ln ds = case filter ((== ln) . dLine) ds of
  [d] -> pure d
  other -> assertFailure ("expected one diagnostic at line " ++ show ln ++ ", got " ++ show other)
             >> error "unreachable"

-- | The text before the first occurrence of a pattern, and the rest (from it).
breakOn :: String -> String -> (String, String)
breakOn pat s = case s of
  _ | pat `isPrefixOf` s -> ("", s)
  c : r -> let (a, b) = breakOn pat r in (c : a, b)
  [] -> ("", "")

-- | Runs an expression with GHC in the program's module: its output, or Nothing when
-- it crashes.
ghcEval :: FilePath -> String -> IO (Maybe String)
ghcEval f expr = do
  path <- program f
  (code, out, _) <- readProcessWithExitCode "ghc" ["-e", expr, path] ""
  pure (if code == ExitSuccess then Just (trim out) else Nothing)

trim :: String -> String
trim = reverse . dropWhile isSpace . reverse . dropWhile isSpace

-- | @f a1 .. an = r@ split at the last " = ": (the call, the result).
splitCall :: String -> (String, String)
splitCall l = case breakLast " = " l of
  Just (a, b) -> (a, b)
  Nothing -> (l, "")
  where
    breakLast sep s = case [ i | i <- [0 .. length s - length sep], sep `isPrefixOf` drop i s ] of
      [] -> Nothing
      is -> let i = last is in Just (take i s, drop (i + length sep) s)

-- | The arguments of a call whose arguments are atoms or bracketed lists (no spaces
-- outside brackets): @concat [[], [0]]@ gives @["[[], [0]]"]@.
callArgs :: String -> [String]
callArgs = drop 1 . go 0 ""
  where
    go :: Int -> String -> String -> [String]
    go _ acc [] = [reverse acc | not (null acc)]
    go d acc (c : cs)
      | c == ' ' && d == 0 = [reverse acc | not (null acc)] ++ go 0 "" cs
      | c `elem` "[(" = go (d + 1) (c : acc) cs
      | c `elem` "])" = go (d - 1) (c : acc) cs
      | otherwise = go d (c : acc) cs

------------------------------------------------------------------------------------
-- Options

optionTests :: [TestTree]
optionTests =
  [ testCase "liquid alone: the defaults (5 s per function, warnings, every function)" $
      fmap optLiquid (parseOptions ["liquid"]) @?= Right (Just defaultLiquid)
  , testCase "the liquid-* options imply liquid and combine" $
      fmap optLiquid (parseOptions ["liquid-errors", "liquid-timeout=0.5", "liquid-only=f,g", "liquid-only=h"])
        @?= Right (Just (Liquid False True 500 (Just ["f", "g", "h"]) False False))
  , testCase "liquid-inject-only: the contracts without checking" $
      fmap (\o -> (optLiquid o, checksLiquid o)) (parseOptions ["liquid-inject-only"])
        @?= Right (Just defaultLiquid { lqInjectOnly = True }, False)
  , testCase "a bad timeout is an option error" $
      either (const True) (const False) (parseOptions ["liquid-timeout=soon"]) @?= True
  , testCase "liquid does not make the Core pass serialize (the liquid pass does)" $
      fmap wantsWire (parseOptions ["liquid"]) @?= Right False
  ]

------------------------------------------------------------------------------------
-- Contracts (GHC-free)

contractTests :: [TestTree]
contractTests =
  [ testCase "die's precondition is False; its postcondition True" $
      fmap (map (\c -> (ctPre c, ctPost c)) . csContracts) (contracts "{-@ die :: {v:String | false} -> a @-}" ["die"])
        @?= Right [("g2__pre_die = \\_ -> False", "g2__post_die = \\_ _ -> True")]
  , testCase "a function-typed argument has no predicate" $
      fmap (map ctPre . csContracts) (contracts "{-@ app :: f:({v:Int | v > 0} -> Int) -> x:Int -> Int @-}" ["app"])
        @?= Right ["g2__pre_app = \\_ _ -> True"]
  , testCase "assume: a contract for callers, not checked" $
      fmap (map (\c -> (ctName c, ctChecked c)) . csContracts) (contracts "{-@ assume g :: x:Int -> {v:Int | v > x} @-}" ["g"])
        @?= Right [("g", False)]
  , testCase "an operator's annotation: a contract, its bindings named by the operator's code points" $
      -- Note [Names of generated bindings] in G2.Liquid.Names
      fmap (map (\c -> (ctName c, ctPre c, ctPost c)) . csContracts)
        (contracts "{-@ (-.-) :: x:Nat -> {y:Nat | y <= x} -> Nat @-}" ["-.-"])
        @?= Right [("-.-", "g2__pre_'2d'2e'2d = \\x y -> x >= 0 && (y >= 0 && y <= x)"
                   , "g2__post_'2d'2e'2d = \\_ _ v -> v >= 0")]
  , testCase "an annotation of no top-level function: a warning, no contract, a not-checked marker" $
      -- Note [Annotations without a contract] in rust-core/src/search/check.rs
      fmap (\cs -> (csContracts cs, map seMessage (csWarnings cs), csNoContract cs))
        (contracts "{-@ h :: x:Int -> Int @-}\n{-@ h :: Nat -> Int @-}" [])
        @?= Right ([], replicate 2 ("no contract for h: " ++ local), [("h", local)])
  , testCase "a class annotation: a contract per method of each instance of the module's class" $
      -- Note [Checking instance methods] in G2.Liquid.Methods: Pair defines size,
      -- Box relies on the class's default; the annotation's s is the instance's type
      fmap (\cs -> (map (\c -> (ctName c, ctPre c, ctPost c)) (csContracts cs), map methodLabel (csMethods cs), csWarnings cs))
        (classContracts "{-@ class Sized s where\n      size :: s -> Nat\n      name :: s -> String @-}"
           [HsClass "Sized" ["s"] ["size", "name"] ["name"]]
           [instanceOf 1 "Sized" "Pair" ["size"], instanceOf 2 "Sized" "Box" []])
        @?= Right ( [ ("g2__inst_1_size", "g2__pre_g2__inst_1_size = \\_ -> True", "g2__post_g2__inst_1_size = \\_ v -> v >= 0")
                    , ("g2__inst_1_name", "g2__pre_g2__inst_1_name = \\_ -> True", "g2__post_g2__inst_1_name = \\_ _ -> True")
                    , ("g2__inst_2_name", "g2__pre_g2__inst_2_name = \\_ -> True", "g2__post_g2__inst_2_name = \\_ _ -> True") ]
                  , ["size @Pair", "name @Pair", "name @Box"], [] )
  , testCase "an instance annotation: its own methods' types; one without an instance is a warning" $
      fmap (\cs -> (map (\c -> (ctName c, ctPost c)) (csContracts cs), map seMessage (csWarnings cs)))
        (classContracts (unlines [ "{-@ class Default a where def :: a @-}"
                                 , "{-@ instance Default Int where def :: {v:Int | v > 0} @-}"
                                 , "{-@ instance Default Bool where def :: {v:Bool | v} @-}" ])
           [HsClass "Default" ["a"] ["def"] []] [instanceOf 1 "Default" "Int" ["def"]])
        @?= Right ( [("g2__inst_1_def", "g2__post_g2__inst_1_def = \\v -> v > 0")]
                  , ["the annotation of instance Default Bool is not checked: this module declares no such instance"] )
  , testCase "an instance of another module's annotated class: a warning at the instance, no contract" $
      fmap (\cs -> (csContracts cs, map (\e -> (sePos e, seMessage e)) (csWarnings cs)))
        (classContracts "{-@ instance Show Pair where show :: Pair -> {v:String | len v > 0} @-}"
           [] [instanceOf 1 "Show" "Pair" ["show"]])
        @?= Right ([], [ (SrcPos "M.hs" 9 1, "instance Show Pair is not checked against its annotations: its class Show is "
                                            ++ "declared in another module (G2 checks the instances of the module's own classes)") ])
  , testCase "a measure declared without equations: no contract for what mentions it, and why" $
      -- Note [Measures without equations] in G2.Liquid.Contracts: f mentions the
      -- uninterpreted weight; g does not and is checked; size is this module's own
      -- Haskell function, so k's contract uses it.
      fmap (\cs -> (map ctName (csContracts cs), map seMessage (csWarnings cs)))
        (contracts (unlines [ "{-@ measure weight :: Box -> Int @-}", "{-@ measure size :: Box -> Int @-}"
                            , "{-@ f :: b:Box -> {v:Int | v = weight b} @-}", "{-@ g :: b:Box -> {v:Int | v >= 0} @-}"
                            , "{-@ k :: b:Box -> {v:Int | v = size b} @-}" ])
                   ["f", "g", "k", "size"])
        @?= Right ([ "g", "k" ], [ "no contract for f: it uses the measure weight, declared without equations "
                                   ++ "(LiquidHaskell reads it as an uninterpreted function; G2 runs specifications, "
                                   ++ "so it needs the measure's definition: give it equations, or define a Haskell "
                                   ++ "function weight in this module and write {-@ measure weight @-})" ])
  , testCase "an abstract refinement instantiated in a result of a data type: a warning, read as True" $
      -- (a list's, IncList, is checked exactly: no warning)
      fmap (map seMessage . csWarnings)
        (contracts (unlines [ "{-@ mk :: Int -> Int -> Pair <{\\x y -> x <= y}> Int @-}"
                            , "{-@ srt :: [Int] -> [Int]<{\\x y -> x <= y}> @-}" ]) ["mk", "srt"])
        @?= Right [ "mk's result instantiates an abstract refinement (<{\\x y -> ...}>) that G2 does not "
                    ++ "interpret (only a list's, [a]<{\\x y -> p}>): its check reads it as True" ]
  , testCase "a malformed annotation is an error at its position" $
      fmap csContracts (contracts "\n  {-@ f :: x:{v:Int | v >= } -> Int @-}" ["f"])
        @?= Left [SpecError (SrcPos "M.hs" 2 28) "unexpected \"}\"; expected an expression"]
  ]
  where
    contracts src = contractsOfSource "M.hs" src []
    classContracts src classes instances =
      contractsOfSourceWith noImports False "M.hs" src [] classes instances []
    instanceOf i k t ms = HsInstance i k [RApp (TCon t) [] Nothing] t (SrcPos "M.hs" 9 1) ms
    local = "it is not a top-level function of this module (specifications of local bindings, "
            ++ "in where or let, are not checked)"

------------------------------------------------------------------------------------
-- The papers' examples

-- | Zip.hs's concrete counterexample, in either of its shapes, confirmed by GHC.
assertZipCounterexample :: [String] -> Assertion
assertZipCounterexample d
  | d == direct = ghcEval "Zip.hs" "zip [] [0 :: Int] :: [((), Int)]" >>= (@?= Nothing)
  | otherwise = case d of
      [h, c, m, callee, v, _] -> do
        (h, m, v) @?= ("concrete counterexample:", "makes a call to", "violating zip's refinement type")
        assertBool callee (take 4 callee == "zip " && drop (length callee - 8) callee == " = error")
        let call = fst (splitCall c)
        ghcEval "Zip.hs" ("length (" ++ call ++ " :: [(Int, Int)])") >>= (@?= Nothing)
      _ -> assertFailure (unlines d)
  where
    direct = [ "concrete counterexample:", "zip [] [0] = error", "makes a call to"
             , "die \"Bad call to zip\" = error", "violating die's refinement type"
             , "reproduce in GHCi: zip [] [0]" ]

-- | The line that marks a counterexample needing 64-bit wraparound.
overflowNote :: String
overflowNote = "(with 64-bit Int arithmetic: this needs wraparound, so it is no counterexample for mathematical integers)"

paperTests :: [TestTree]
paperTests =
  [ testCase "incr/main with Integer: abstract, blames incr" $ do
      ds <- liquidDiags "Incr.hs" []
      -- incr x = x + 1 meets r >= 0 for x >= 0 (Integer does not overflow): nothing at
      -- incr. main x = incr (incr x) is correct, but incr's type only promises r >= 0:
      -- one call of incr abstracted to a non-negative result other than its argument
      -- plus one breaks r == x + 2.
      length ds @?= 1
      Diag _ _ False [h, m, v, i, s] <- at 11 ds
      h @?= "abstract counterexample:"
      v @?= "violating its refinement type, if"
      s @?= "Strengthen the refinement type of incr to eliminate this possibility"
      let (mCall, mRes) = splitCall m
          (iCall, iRes) = splitCall i
          [x] = map read (callArgs mCall) :: [Integer]
          [a] = map read (callArgs iCall) :: [Integer]
          y = read mRes :: Integer
          b = read iRes :: Integer
      assertBool "main's precondition" (x >= 0)
      assertBool "main's postcondition violated" (y /= x + 2)
      assertBool "incr's contract allows the abstract call" (a >= 0 && b >= 0 && b /= a + 1)
      -- Either the outer call is abstract (a = incr x = x + 1, y = b) or the inner one
      -- is (a = x, y = b + 1).
      assertBool "consistent with main's code" ((a == x + 1 && y == b) || (a == x && y == b + 1))
  , testCase "incr/main with Int: LiquidHaskell's mathematical Int, as with Integer" $ do
      -- incr x = x + 1 meets {r:Int | r >= 0} for the integers (only 64-bit wraparound
      -- breaks it, which LiquidHaskell's reading of Int does not have); main is abstract,
      -- blaming incr, exactly as in Incr.hs with Integer.
      ds <- liquidDiags "IncrInt.hs" []
      length ds @?= 1
      Diag _ _ False report <- at 11 ds
      take 1 report @?= ["abstract counterexample:"]
      drop (length report - 1) report @?= ["Strengthen the refinement type of incr to eliminate this possibility"]
  , testCase "incr/main with Int, liquid-machine-int: concrete overflow in incr, marked" $ do
      ds <- liquidDiags "IncrInt.hs" ["liquid-machine-int"]
      -- x + 1 < 0 only for x = maxBound; main reaches incr maxBound from x = maxBound
      -- (inner call) or x = maxBound - 1 (outer call), concretely.
      length ds @?= 2
      Diag _ _ False incr <- at 7 ds
      incr @?= [ "concrete counterexample:", "incr 9223372036854775807 = -9223372036854775808"
               , "violating incr's refinement type", overflowNote, "reproduce in GHCi: incr 9223372036854775807" ]
      ghcEval "IncrInt.hs" "incr 9223372036854775807" >>= (@?= Just "-9223372036854775808")
      Diag _ _ False [h, m, mk, i, v, o, r] <- at 11 ds
      o @?= overflowNote
      (h, mk, v) @?= ("concrete counterexample:", "makes a call to", "violating incr's refinement type")
      -- incr returned, and its result breaks its postcondition: the line shows it
      i @?= "incr 9223372036854775807 = -9223372036854775808"
      assertBool m (m `elem` ["main 9223372036854775807 = error", "main 9223372036854775806 = error"])
      Just expr <- pure (stripPrefix "reproduce in GHCi: " r)
      -- GHC does not check contracts: main returns incr (incr x), wrapped around.
      let [x] = map read (callArgs (fst (splitCall m))) :: [Int]
      ghcEval "IncrInt.hs" expr >>= (@?= Just (show (x + 1 + 1)))
  , testCase "zip/die: concrete, zip [] [0] calls die" $ do
      ds <- liquidDiags "Zip.hs" []
      -- len xs > 0 => len ys > 0 admits xs = [] with ys non-empty, the shallowest
      -- violation: no equation but the last matches, and die's precondition is false.
      -- die itself (precondition false) and zipSameLength (equal lengths) get nothing.
      -- (Found directly, or through zip's recursive call: zip [2, 0] [1] calls
      -- zip [0] [], breaking zip's own precondition; both are real.)
      length ds @?= 1
      Diag _ _ False d <- at 13 ds
      assertZipCounterexample d
  , testCase "instance methods and operators: a counterexample at each buggy one, its call run by GHC" $ do
      -- programs/liquid/Methods.hs: size at Pair (line 18), def at Int (line 29) and
      -- -.- (line 35) are wrong; size at Box is not. Each report's call is run with GHC
      -- and gives the result printed.
      c <- compileLiquid "Methods.hs" []
      assertEqual ("GHC's exit code; stderr:\n" ++ stderrText c) ExitSuccess (exitCode c)
      let ds = ours (diagnostics (stderrText c))
      map dLine ds @?= [18, 29, 35]
      forM_ ds $ \d -> case dText d of
        "concrete counterexample:" : call : _ | (lhs, ' ' : '=' : ' ' : result) <- breakOn " = " call ->
          ghcEval "Methods.hs" lhs >>= (@?= Just result)
        other -> assertFailure ("not a concrete counterexample: " ++ show other)
      let summary = dropWhile (not . ("G2: LiquidHaskell check of Methods:" `isPrefixOf`)) (lines (stderrText c))
      take 2 summary @?=
        [ "G2: LiquidHaskell check of Methods: 4 function(s) checked, 3 with a counterexample (above)"
        , "  size @Box: no counterexample exists (every path was explored)" ]
  , testCase "zip/die: the functions without a counterexample state their outcome" $ do
      c <- compileLiquid "Zip.hs" []
      -- die's precondition is False, so no path reaches its body: the search is
      -- exhausted. zipSameLength recurses on lists of any length: the search can only
      -- stop at a limit, its 2 s time limit or the step limit of a path that gets there
      -- first (which one depends on the machine's speed). Both functions are said, in one
      -- summary after the warnings.
      let summary = dropWhile (not . ("G2: LiquidHaskell check of Zip:" `isPrefixOf`)) (lines (stderrText c))
      take 2 summary @?=
        [ "G2: LiquidHaskell check of Zip: 3 function(s) checked, 1 with a counterexample (above)"
        , "  die: no counterexample exists (every path was explored)" ]
      let zipLine = take 1 (drop 2 summary)
      assertBool ("zipSameLength's outcome names a limit: " ++ show zipLine) $
        zipLine == ["  zipSameLength: no counterexample within the time limit (2 s)"]
          || any ("  zipSameLength: no counterexample within the step limit (" `isPrefixOf`) zipLine
  , testCase "concat/append: abstract, blames append" $ do
      ds <- liquidDiags "Concat.hs" []
      -- concat is correct, so no concrete counterexample exists; append's type allows
      -- any result, so an append call returning a list of the wrong length breaks
      -- concat's type. append (no refinement), appendLen and concatLen verify.
      length ds @?= 1
      Diag _ _ False [h, c, v, a, s] <- at 21 ds
      (h, v, s) @?= ( "abstract counterexample:", "violating its refinement type, if"
                    , "Strengthen the refinement type of append to eliminate this possibility" )
      let (cCall, cRes) = splitCall c
          (aCall, aRes) = splitCall a
          [xss] = map read (callArgs cCall) :: [[[Int]]]
          [xs, ys] = map read (callArgs aCall) :: [[Int]]
      assertBool "concat's call" ("concat " `isPrefixOf` cCall && "append " `isPrefixOf` aCall)
      assertBool "concat's postcondition violated" (length (read cRes :: [Int]) /= sum (map length xss))
      assertBool "the abstract append has a wrong length" (length (read aRes :: [Int]) /= length xs + length ys)
  , testCase "replicate: abstract, its own recursive call" $ do
      ds <- liquidDiags "Replicate.hs" []
      -- For n /= 0 replicate n x never ends, so there is no concrete counterexample;
      -- with the recursive call (same arguments: the counter never decreases)
      -- abstracted to a list of length n, the outer call returns n + 1 elements.
      -- replicateNat verifies.
      -- The report says that the assumed call is replicate's own (Note [Recursive
      -- abstractions] in rust-core/src/search/check.rs).
      length ds @?= 1
      Diag _ _ False [h, o, v, inner, s, own] <- at 10 ds
      (h, v, s) @?= ( "abstract counterexample:", "violating its refinement type, if"
                    , "Strengthen the refinement type of replicate to eliminate this possibility" )
      assertBool own ("replicate's own recursive calls" `isInfixOf` own)
      let (oCall, oRes) = splitCall o
          (iCall, iRes) = splitCall inner
          [n, _] = map read (callArgs oCall) :: [Int]
          x = callArgs oCall !! 1
          r = read oRes :: [Int]
          r' = read iRes :: [Int]
      iCall @?= oCall
      assertBool "the abstract result meets the postcondition" (length r' == n)
      r @?= read x : r'
  , testCase "zipWith on List: concrete, the recursive call" $ do
      ds <- liquidDiags "ZipWith.hs" []
      -- With a longer first list the recursive call gets a non-empty first list and an
      -- empty second one, violating the precondition (die is only reachable that way).
      -- die, zipWithSame, and total (a refinement inside List, walked by g2_all_List)
      -- get nothing.
      length ds @?= 1
      Diag _ _ False [h, outer, mk, inner, v, r] <- at 21 ds
      (h, mk, v) @?= ("concrete counterexample:", "makes a call to", "violating zipWith's refinement type")
      let (iCall, iRes) = splitCall inner
          [_, xs', ys'] = callArgs iCall
      assertBool outer ("zipWith " `isPrefixOf` outer && " = error" `isInfixOf` outer)
      (iRes, ys') @?= ("error", "Emp")
      assertBool "the first list is not empty" (xs' /= "Emp")
      Just expr <- pure (stripPrefix "reproduce in GHCi: " r)
      -- Forcing the result's spine reaches the recursive call's die.
      ghcEval "ZipWith.hs" ("let { n Emp = 0 :: Int; n (_ :+: t) = 1 + n t } in n (" ++ expr ++ ")")
        >>= (@?= Nothing)
  , testCase "a literate module: dec 1 = 0" $ do
      ds <- liquidDiags "Dec.lhs" []
      -- x - 1 > 0 fails only for x = 1 among x > 0; decNat's result x - 1 >= 0 holds.
      length ds @?= 1
      Diag _ c False d <- at 9 ds
      c @?= 3
      d @?= ["concrete counterexample:", "dec 1 = 0", "violating dec's refinement type", "reproduce in GHCi: dec 1"]
      ghcEval "Dec.lhs" "dec 1" >>= (@?= Just "0")
  , testCase "class-polymorphic functions: checked through monomorphic copies" $ do
      -- A longer limit than the others': half's counterexample needs Z3's floating point,
      -- which missed 2 s when the machine was loaded.
      ds <- liquidDiags "Classes.hs" ["liquid-timeout=8"]
      -- The plugin adds g2__mono_F/g2__monopre_F/g2__monopost_F at Int (at Double when
      -- a constraint has no Int instance) and the engine checks those.
      -- above x xs = filter (> x) xs can return [] (xs = []), breaking len v > 0:
      -- concretely, above 0 [] = [], the shallowest input. member is correct (True only
      -- after a cons matched). half needs Fractional, so Double: x / 2 < x fails for
      -- x = 0. twice's m is applied to a type: not checked, a warning at its annotation.
      sort (map dLine ds) @?= [7, 17, 19, 22]
      Diag _ _ False above <- at 7 ds
      above @?= [ "concrete counterexample:", "above 0 [] = []", "violating above's refinement type"
                , "reproduce in GHCi: above 0 []" ]
      ghcEval "Classes.hs" "above (0 :: Int) []" >>= (@?= Just "[]")
      Diag 17 5 False [dbl] <- at 17 ds
      dbl @?= "G2: half is checked at Double: its constraints cannot hold at Int"
      Diag _ _ False (h : hx : _) <- at 19 ds
      h @?= "concrete counterexample:"
      let (hCall, hRes) = splitCall hx
          [x] = map read (callArgs hCall) :: [Double]
      assertBool "half's postcondition violated" (not ((read hRes :: Double) < x))
      ghcEval "Classes.hs" ("half (" ++ show x ++ " :: Double) < " ++ show x) >>= (@?= Just "False")
      Diag 22 5 False [tw] <- at 22 ds
      tw @?= "G2: twice is not checked: its type variable m is applied to types, so it cannot be instantiated at Int or Double"
  ]

------------------------------------------------------------------------------------
-- Errors, options, injection

diagnosticTests :: [TestTree]
diagnosticTests =
  [ testCase "LIQUID pragmas: an unknown flag is a warning at its pragma, a verifier's flags are silent" $ do
      ds <- liquidDiags "Pragmas.hs" []
      map (\d -> (dLine d, dCol d, dText d)) ds @?=
        [(3, 5, ["G2: unknown LIQUID option \"--bogus-flag\" (LiquidHaskell has no such flag): ignored"])]
  , testCase "a data refinement naming a record's fields in another order: a warning" $ do
      -- Note [Fields in another order] in G2.Plugin.Liquid
      ds <- liquidDiags "FieldOrder.hs" []
      map (\d -> (dLine d, dCol d, dText d)) ds @?=
        [(8, 5, ["G2: Account's fields are named in another order than in its Haskell declaration "
                 ++ "(owner, balance, limit): G2 gives each refinement to the field at its position "
                 ++ "(limit's refines balance, balance's refines limit); list them in the Haskell "
                 ++ "declaration's order"])]
  , testCase "annotations without the liquid option: a note, not a warning" $ do
      path <- program "Pragmas.hs"
      c <- compileWith path (const []) (\_ c -> pure c)
      exitCode c @?= ExitSuccess
      lines (stderrText c) @?=
        [ path ++ ":1:1: note: G2: this module has LiquidHaskell annotations ({-@ ... @-}), and they "
          ++ "are not checked: the plugin's liquid option is off (-fplugin-opt=G2.Plugin:liquid)" ]
  , testCase "a malformed annotation is a GHC error at its span" $ do
      c <- compileLiquid "Malformed.hs" []
      exitCode c @?= ExitFailure 1
      -- `v > }`: the comparison lacks its right operand, at the brace (6:47).
      case ours (diagnostics (stderrText c)) of
        [Diag 6 47 True [m]] ->
          m @?= "malformed LiquidHaskell annotation: unexpected \"}\"; expected an expression"
        other -> assertFailure (show other ++ "\n" ++ stderrText c)
  , testCase "liquid-errors: a counterexample fails the build, at the function" $ do
      c <- compileLiquid "Dec.lhs" ["liquid-errors"]
      exitCode c @?= ExitFailure 1
      case ours (diagnostics (stderrText c)) of
        [Diag 9 3 True (h : _)] -> h @?= "concrete counterexample:"
        other -> assertFailure (show other)
  , testCase "liquid-suggest: an abstract counterexample names the specification inference finds" $ do
      -- infer/InferMax.hs: max3 x y z = max2 x (max2 y z) needs max2's result to bound
      -- both arguments (the header's reasoning): v >= x && v >= y.
      let check opts = liquidDiags ("infer" </> "InferMax.hs") ("liquid-only=max3" : "liquid-timeout=5" : opts)
      ds <- check ["liquid-suggest"]
      d <- at 19 ds
      case dropWhile ((/= "suggestion (g2 infer):") . trim) (dText d) of
        _ : annotation : _ -> do
          assertBool annotation ("{-@ max2 ::" `isPrefixOf` trim annotation)
          assertBool annotation (all (`isInfixOf` annotation) ["v >= x", "v >= y"])
        _ -> assertFailure (unlines (dText d))
      -- Off by default: no inference runs.
      d' <- check [] >>= at 19
      assertBool (unlines (dText d')) (not (any ("suggestion" `isInfixOf`) (dText d')))
  , testCase "liquid-only: only the functions named are checked" $ do
      ds <- liquidDiags "Dec.lhs" ["liquid-only=decNat"]
      map dText ds @?= []
      ds' <- liquidDiags "Dec.lhs" ["liquid-only=dec,nothere"]
      map dLine ds' @?= [9, 0]
      Diag _ _ False (h : _) <- at 9 ds'
      h @?= "concrete counterexample:"
      assertBool (show ds') (any (isInfixOf "nothere has no LiquidHaskell annotation") (concatMap dText ds'))
  , testCase "liquid-inject-only: no checks, and the wire has what g2 check reads" $ do
      path <- program "Zip.hs"
      compileWith path (\dir -> [ "-fplugin-opt=G2.Plugin:liquid-inject-only"
                                , "-fplugin-opt=G2.Plugin:dump-wire=" ++ (dir </> "Zip.wire") ]) $ \dir c -> do
        exitCode c @?= ExitSuccess
        map dText (ours (diagnostics (stderrText c))) @?= []
        doesFileExist (dir </> "Zip.wire") >>= assertBool "wire written"
        bytes <- BS.readFile (dir </> "Zip.wire")
        -- The engine finds g2__pre_zip/g2__post_zip by its convention, as g2 check does.
        res <- withEngineModule bytes (\m -> checkFunction m "zip" 2000 False)
        case res of
          Right (Right report) -> assertZipCounterexample (lines report)
          other -> assertFailure (show (fmap (either show id) other))
  ]
