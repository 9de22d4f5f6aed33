-- | G2-rs in an hspec test suite: the same checks as "G2.Test" (whose documentation
-- says what each establishes), as hspec specs and expectations.
--
-- > import Test.Hspec
-- > import G2.Query
-- > import G2.Test.Hspec
-- > import qualified Lib
-- >
-- A failure is located at the caller's line (HasCallStack), not in this module.
--
-- > main = hspec $ do
-- >   liquidSpec Lib.g2__liquid
-- >   it "clamp stays in range" $ shouldHaveNoCounterexample "clamp"
-- >     [g2query| ?(lo :: Int) ?(hi :: Int) ?(x :: Int)
-- >             | lo <= hi && not (lo <= clamp lo hi x && clamp lo hi x <= hi) |]
-- >   it "clamp can return hi" $ shouldHaveAnswer [g2query| ?(x :: Int) | clamp 0 10 x == 10 |]
module G2.Test.Hspec
  ( liquidSpec
  , shouldHaveNoCounterexample
  , shouldHaveAnswer
  ) where

import GHC.Stack (HasCallStack)
import Test.Hspec (Expectation, Spec, describe, expectationFailure, it)

import G2.Query
import G2.Test (findsAnswerIO, liquidResults, noCounterexampleIO)

-- | One example per function the plugin checked in the module whose @g2__liquid@ is
-- given ('G2.Test.liquidTests'), failing with the counterexample or the reason it was
-- not checked.
liquidSpec :: HasCallStack => String -> Spec
liquidSpec recorded = case liquidResults recorded of
  Left why -> it "LiquidHaskell" (expectationFailure why :: Expectation)
  Right results -> describe "LiquidHaskell" $
    mapM_ (\(f, v) -> it (if null f then "module" else f) (either expectationFailure (const (pure ())) v))
          results

-- | Passes when no value satisfies the query (its symbolic variables are the named
-- function's arguments, its predicate says the assertion fails); fails with the
-- counterexample as a call to paste into GHCi, or when the search gave up.
shouldHaveNoCounterexample :: (HasCallStack, G2Rep a, Show a) => String -> Query a -> Expectation
shouldHaveNoCounterexample f q =
  noCounterexampleIO defaultLimits f q >>= either expectationFailure (const (pure ()))

-- | Passes when the query has an answer.
shouldHaveAnswer :: (HasCallStack, G2Rep a, Show a) => Query a -> Expectation
shouldHaveAnswer q = findsAnswerIO defaultLimits q >>= either expectationFailure (const (pure ()))
