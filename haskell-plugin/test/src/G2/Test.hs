{-# LANGUAGE ScopedTypeVariables #-}
-- | G2-rs in a test suite (tasty): the LiquidHaskell check of a module, and G2Q
-- queries as test cases.
--
-- > import qualified Lib
-- > import G2.Query
-- > import G2.Test
-- >
-- > main = defaultMain $ testGroup "g2"
-- >   [ liquidTests Lib.g2__liquid
-- >   , noCounterexample "clamp stays in range" "clamp"
-- >       [g2query| ?(lo :: Int) ?(hi :: Int) ?(x :: Int)
-- >               | lo <= hi && not (lo <= clamp lo hi x && clamp lo hi x <= hi) |] ]
--
-- * 'liquidTests' reads the results the plugin recorded in a module compiled with its
--   @liquid@ option (Note [Check results in the module] in "G2.Plugin.LiquidCheck"):
--   one test case per annotated function, failing with the counterexample.
-- * 'noCounterexample' runs a query whose symbolic variables are a function's arguments
--   and whose predicate says that an assertion about the function fails: the test
--   passes when the engine proves that no such arguments exist, and fails with the
--   counterexample as a call to paste into GHCi. Arguments on which the predicate
--   throws (a division by zero, an incomplete pattern, 'error') are a counterexample
--   too, as in QuickCheck; the predicate is evaluated in Haskell's order, so
--   @b /= 0 && a `div` b > 1@ never divides by zero. A search that gives up (a time or
--   step limit, something the engine cannot run) is no proof, so it fails too; bound
--   the inputs in the predicate (@length xs <= 4@) to make the search finite.
-- * 'findsAnswer' passes when a query has an answer.
--
-- The @...IO@ functions are the same checks for other frameworks (hspec: @it "..." $
-- noCounterexampleIO ... >>= either expectationFailure (const (pure ()))@).
module G2.Test
  ( -- * LiquidHaskell checks
    liquidTests
  , liquidResults
    -- * Queries
  , noCounterexample
  , noCounterexampleWith
  , noCounterexampleIO
  , findsAnswer
  , findsAnswerIO
    -- * Rendering
  , reproduceCall
  ) where

import Data.Char (isAlphaNum)
import Test.Tasty (TestName, TestTree, testGroup)
import Control.Exception (throwIO)
import Test.Tasty.HUnit (HUnitFailure (..), testCaseInfo)

import G2.Query
import G2.Test.Results

-- | One test case per function the plugin checked in the module whose @g2__liquid@ is
-- given: a counterexample fails it, with the plugin's report; a function that could not
-- be checked fails too. The group is named after the module.
liquidTests :: String -> TestTree
liquidTests recorded = case decodeResults recorded of
  Left why -> testCaseInfo "LiquidHaskell" (assertFailure why)
  Right mr -> testGroup ("LiquidHaskell: " ++ mrModule mr) $ case mrResults mr of
    [] -> [testCaseInfo "no annotated function" (pure "")]
    rs -> [ testCaseInfo (name r) (either assertFailure pure (verdict r)) | r <- rs ]
  where
    name r = if null (crFunction r) then "module" else crFunction r

-- | The results as (function, Left failure or Right outcome), for other frameworks;
-- Left when the module recorded none.
liquidResults :: String -> Either String [(String, Either String String)]
liquidResults recorded = do
  mr <- decodeResults recorded
  pure [ (crFunction r, verdict r) | r <- mrResults mr ]

-- | Fails the test case with the message alone (HUnit's 'assertFailure' would add a
-- source location inside this module).
assertFailure :: String -> IO a
assertFailure msg = throwIO (HUnitFailure Nothing msg)

verdict :: CheckResult -> Either String String
verdict r = case crVerdict r of
  Counterexample -> Left (crLocation r ++ ":\n" ++ crText r)
  NotChecked -> Left (crLocation r ++ ": not checked: " ++ crText r)
  NoCounterexample -> Right (crText r)

-- | @noCounterexample name f query@: passes when no value satisfies the query (its
-- symbolic variables are @f@'s arguments, in order; its predicate says the assertion
-- fails) or makes its predicate throw; fails with @f ARGS@ when one does. Uses
-- 'defaultLimits'.
noCounterexample :: (G2Rep a, Show a) => TestName -> String -> Query a -> TestTree
noCounterexample = noCounterexampleWith defaultLimits

noCounterexampleWith :: (G2Rep a, Show a) => Limits -> TestName -> String -> Query a -> TestTree
noCounterexampleWith limits name f q =
  testCaseInfo name (noCounterexampleIO limits f q >>= either assertFailure pure)

-- | Left: why the test fails (a counterexample, or no verdict); Right: the outcome.
noCounterexampleIO :: (G2Rep a, Show a) => Limits -> String -> Query a -> IO (Either String String)
noCounterexampleIO limits f q = do
  outcome <- solveQueryOrCrashWith limits q
  pure $ case outcome of
    NotFound -> Right "no counterexample exists (every path was explored)"
    Found a -> Left ("counterexample (paste into GHCi to reproduce):\n  "
                     ++ reproduceCall f (querySymbolic q) (show a))
    Crashes a why -> Left ("counterexample, on which the property throws (paste into GHCi to reproduce):\n  "
                           ++ reproduceCall f (querySymbolic q) (show a)
                           ++ "\n  throws: " ++ indentLines why)
    QueryGaveUp why -> Left ("no verdict: the search gave up: " ++ why
                             ++ "\n(bound the inputs in the predicate to make the search finite)")
    AnswerRejected why -> Left ("the engine's answer was rejected (a bug in G2): " ++ why)
  where
    indentLines = concatMap (\c -> if c == '\n' then "\n    " else [c])

-- | Passes when the query has an answer (shown in tasty's output).
findsAnswer :: (G2Rep a, Show a) => TestName -> Query a -> TestTree
findsAnswer name q = testCaseInfo name (findsAnswerIO defaultLimits q >>= either assertFailure pure)

findsAnswerIO :: (G2Rep a, Show a) => Limits -> Query a -> IO (Either String String)
findsAnswerIO limits q = do
  outcome <- solveQueryWith limits q
  pure $ case outcome of
    Found a -> Right ("answer: " ++ show a)
    NotFound -> Left "no answer exists (every path was explored)"
    QueryGaveUp why -> Left ("no answer found: the search gave up: " ++ why)
    AnswerRejected why -> Left ("the engine's answer was rejected (a bug in G2): " ++ why)
    Crashes _ why -> Left ("the predicate throws on the engine's answer: " ++ why)

-- | @reproduceCall f n shown@: the call of @f@ on the @n@ values of @shown@ (the 'show'
-- of one value, or of the tuple of n > 1 values), each in parentheses when needed:
-- @reproduceCall "clamp" 3 "(1,0,-2)" == "clamp 1 0 (-2)"@.
reproduceCall :: String -> Int -> String -> String
reproduceCall f n shown0 = unwords (f : map atom args)
  where
    shown = pasteableFloats shown0
    args | n > 1, Just parts <- tupleParts shown, length parts == n = parts
         | otherwise = [shown]
    atom s | needsParens s = "(" ++ s ++ ")"
           | otherwise = s
    needsParens s = case s of
      '-' : _ -> True
      _ -> topLevelSpace s

-- | 'show' of a Double or Float writes @Infinity@, @-Infinity@ and @NaN@, which GHCi
-- does not read back: they become @(1/0)@, @-(1/0)@ and @(0/0)@ (whole words outside
-- string and character literals; a constructor of the user's named so would be
-- rewritten too).
pasteableFloats :: String -> String
pasteableFloats = go ' '
  where
    go _ [] = []
    go _ ('"' : cs) = let (lit, more) = stringLit cs in '"' : lit ++ go '"' more
    go prev ('\'' : cs) | not (identChar prev) =
      let (lit, more) = charLit cs in '\'' : lit ++ go '\'' more
    go prev cs
      | not (identChar prev), Just (word, more) <- floatWord cs = word ++ go ')' more
    go _ (c : cs) = c : go c cs
    floatWord cs = case span identChar cs of
      ("Infinity", more) -> Just ("(1/0)", more)
      ("NaN", more) -> Just ("(0/0)", more)
      _ -> Nothing
    identChar c = isAlphaNum c || c == '_' || c == '\''

-- | The components of a shown tuple @(a,b,...)@, split at its top-level commas.
tupleParts :: String -> Maybe [String]
tupleParts ('(' : rest) | not (null rest), last rest == ')' = Just (go (0 :: Int) "" (init rest))
  where
    go _ acc [] = [reverse acc]
    go 0 acc (',' : cs) = reverse acc : go 0 "" cs
    go d acc (c : cs)
      | c `elem` "([{" = go (d + 1) (c : acc) cs
      | c `elem` ")]}" = go (d - 1) (c : acc) cs
      | c == '"' = let (lit, more) = stringLit cs in go d (reverse ('"' : lit) ++ acc) more
      | c == '\'' = let (lit, more) = charLit cs in go d (reverse ('\'' : lit) ++ acc) more
      | otherwise = go d (c : acc) cs
tupleParts _ = Nothing

-- | Whether a shown value has a space outside brackets and literals (a constructor
-- application, which needs parentheses as an argument).
topLevelSpace :: String -> Bool
topLevelSpace = go (0 :: Int)
  where
    go _ [] = False
    go d (c : cs)
      | c `elem` "([{" = go (d + 1) cs
      | c `elem` ")]}" = go (d - 1) cs
      | c == '"' = go d (snd (stringLit cs))
      | c == '\'' = go d (snd (charLit cs))
      | c == ' ' && d == 0 = True
      | otherwise = go d cs

-- | After an opening quote: the literal up to and including its closing quote, and the
-- rest.
stringLit, charLit :: String -> (String, String)
stringLit = quoted '"'
charLit = quoted '\''

quoted :: Char -> String -> (String, String)
quoted q = go ""
  where
    go acc ('\\' : c : cs) = go (c : '\\' : acc) cs
    go acc (c : cs) | c == q = (reverse (c : acc), cs)
                    | otherwise = go (c : acc) cs
    go acc [] = (reverse acc, [])
