{-# LANGUAGE ScopedTypeVariables #-}
-- | G2.Test's property tests on the engine, where the property throws on some input
-- (Note [Crashes answer a property test] in G2.Query): the test must fail with that
-- input and the exception, as QuickCheck's would, while G2Q's own queries ('solveQueryWith')
-- keep their semantics (a throwing predicate is not True: no answer). Expected inputs
-- and messages are reasoned out in G2Q.Properties and are GHC's own messages.
module G2Q.PropertyTests (propertyTests) where

import Control.Exception (SomeException, evaluate, try)
import Data.List (isInfixOf)
import Test.Tasty (TestTree)
import Test.Tasty.HUnit (assertBool, assertFailure, testCase)

import G2.Query
import G2.Test (noCounterexampleIO)
import G2Q.Properties

propertyTests :: [TestTree]
propertyTests =
  [ testCase "percent 0 0 divides by zero: the test fails with it" $ do
      failsWith "percent" percentAtMost100 ["percent 0 0", "throws: divide by zero"]
      -- G2Q's question has no answer: the predicate is never True.
      solveQueryWith defaultLimits percentAtMost100 >>= notFound
  , testCase "guarded by a pattern for 0: no counterexample" $
      passes "percentOr0" percentOr0AtMost100
  , testCase "a guard before the division: no counterexample (Haskell's order)" $
      passes "div" guardedDivision
  , testCase "the division before its guard: b = 0 throws, and so does minBound `div` (-1)" $ do
      -- No input makes it True (as guardedDivision); two kinds of input throw.
      out <- solveQueryOrCrashWith defaultLimits divisionFirst
      case out of
        Crashes (a, b) why
          | b == 0 -> assertBool why ("divide by zero" `isInfixOf` why)
          | (a, b) == (minBound, -1) -> assertBool why ("arithmetic overflow" `isInfixOf` why)
        other -> assertFailure ("expected Crashes at b = 0 or minBound `div` (-1), got " ++ show other)
  , testCase "succ of the last constructor: raise High throws" $
      failsWith "raise" raiseChanges ["raise High", "throws: succ{Level}: tried to take `succ' of last tag in enumeration"]
  , testCase "head of no words: a string without words throws" $ do
      out <- solveQueryOrCrashWith defaultLimits firstWordShort
      case out of
        Crashes s why -> do
          assertBool (show s) (length s <= 2 && null (words s))
          assertBool why ("empty list" `isInfixOf` why)
          -- The input really throws in GHC.
          r <- try (evaluate (length (firstWord s)))
          assertBool "firstWord throws" (either (\(_ :: SomeException) -> True) (const False) r)
        other -> assertFailure ("expected Crashes, got " ++ show other)
  , testCase "guards that miss 0: describeSign 0 throws" $
      failsWith "describeSign" signAtMost8 ["describeSign 0", "Non-exhaustive patterns in function describeSign"]
  ]

failsWith :: (G2Rep a, Show a) => String -> Query a -> [String] -> IO ()
failsWith f q expected = do
  r <- noCounterexampleIO defaultLimits f q
  case r of
    Left msg -> mapM_ (\e -> assertBool ("no " ++ show e ++ " in:\n" ++ msg) (e `isInfixOf` msg)) expected
    Right ok -> assertFailure ("the test passed: " ++ ok)

passes :: (G2Rep a, Show a) => String -> Query a -> IO ()
passes f q = noCounterexampleIO defaultLimits f q >>= either assertFailure (const (pure ()))

notFound :: Show a => QueryOutcome a -> IO ()
notFound NotFound = pure ()
notFound other = assertFailure ("expected NotFound, got " ++ show other)
