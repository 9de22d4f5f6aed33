{-# LANGUAGE ScopedTypeVariables #-}
-- | G2Q: constraints written in Haskell, solved at run time.
--
-- > {-# LANGUAGE QuasiQuotes #-}
-- > {-# OPTIONS_GHC -fplugin=G2.Plugin #-}
-- > import G2.Query
-- >
-- > sumToN :: Int -> [Int] -> IO (Maybe [Int])
-- > sumToN = [g2| \(n :: Int) (xs :: [Int]) -> ?(ys :: [Int])
-- >             | sum ys == n && all (`elem` xs) ys && length ys >= 1 |]
--
-- The plugin rewrites each @[g2| ... |]@ before renaming (see "G2.QuasiQuote.Rewrite"),
-- so GHC type-checks the predicate in the module's scope. @[g2query| ... |]@ is the same
-- query as a 'Query' value, for 'solveQueryWith' (limits, and the "gave up" outcome).
--
-- Note [Gave up is not Nothing]
-- ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
-- A search can end three ways: an answer, no answer (the search space is exhausted),
-- or no verdict (a limit stopped it). @IO (Maybe a)@, the type the quasiquote promises,
-- has room for only two, and answering Nothing when the engine merely gave up would
-- claim that no answer exists. So 'solveQuery' (what @[g2| ... |]@ calls) throws a
-- 'G2QueryError' when the engine gives up or its answer fails validation, and
-- 'solveQueryWith' returns all four outcomes as a 'QueryOutcome'.
--
-- Note [Crashes answer a property test]
-- ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
-- A predicate that throws on an input is not True there, so for G2Q that input is no
-- answer. A property test ("G2.Test") asks another question: is there an input on
-- which the property fails? Throwing is failing (QuickCheck fails a property that
-- throws), so 'solveQueryOrCrashWith' asks the engine for inputs on which the predicate
-- returns True or throws, evaluated in Haskell's order, and re-runs the predicate on
-- the answer here: the exception it throws is the one reported ('Crashes').
module G2.Query
  ( -- * Quasiquoters (they only work through the plugin)
    g2
  , g2query
    -- * Running queries
  , Query (..)
  , QueryOutcome (..)
  , G2QueryError (..)
  , solveQuery
  , solveQueryWith
  , solveQueryUsing
  , solveQueryOrCrashWith
  , solveQueryOrCrashUsing
  , Limits (..)
  , defaultLimits
  , QueryId (..)
  , renderQueryId
    -- * Values as terms
  , G2Rep (..)
  , G2Term (..)
  , ConName (..)
  , G2DecodeError (..)
  , G2InvalidValue (..)
  , derivingG2Rep
  ) where

import Control.Exception
  ( ErrorCall (..), Exception, SomeAsyncException, SomeException, evaluate, fromException
  , throwIO, toException, try )
import Language.Haskell.TH.Quote (QuasiQuoter (..))
import System.Timeout (timeout)
import Language.Haskell.TH.Syntax (Loc (..), location)

import G2.Query.Engine
import G2.Query.TH (derivingG2Rep)
import G2.Query.Term

-- | @[g2| \\(x1 :: T1) ... -> ?(s1 :: S1) ... | predicate |]@ has type
-- @T1 -> ... -> IO (Maybe S)@, S being S1 or the tuple (S1, ..., Sn). Needs the plugin:
-- without it, this quoter's only job is to fail with a message saying so.
g2 :: QuasiQuoter
g2 = needsPlugin "g2"

-- | @[g2query| ... |]@, same grammar, has type @T1 -> ... -> Query S@.
g2query :: QuasiQuoter
g2query = needsPlugin "g2query"

needsPlugin :: String -> QuasiQuoter
needsPlugin name = QuasiQuoter
  { quoteExp = \_ -> do
      file <- loc_filename <$> location
      -- The plugin rewrites the queries of modules; GHCi's prompt is no module.
      fail $ if file == "<interactive>"
        then "a " ++ name ++ " query typed at the GHCi prompt cannot run: the plugin rewrites "
             ++ "the queries of modules only. Write it in a module (loaded in GHCi with the "
             ++ "plugin on, e.g. solve = [" ++ name ++ "| ... |]) and call that at the prompt."
        else "the " ++ name ++ " quasiquoter needs -fplugin=G2.Plugin "
             ++ "(add it to ghc-options, or {-# OPTIONS_GHC -fplugin=G2.Plugin #-} to the module)"
  , quotePat = notExpr
  , quoteType = notExpr
  , quoteDec = notExpr
  }
  where notExpr _ = fail ("the " ++ name ++ " quasiquoter makes expressions only")

-- | A query applied to its concrete arguments, as the rewrite builds it.
data Query a = Query
  { queryId        :: QueryId
  , queryArgs      :: [G2Term]   -- ^ the concrete arguments, encoded lazily
  , querySymbolic  :: Int        -- ^ how many symbolic variables (a is their tuple if > 1)
  , queryPredicate :: a -> Bool  -- ^ the predicate with the arguments applied, for validation
  }

data QueryOutcome a
  = Found a                -- ^ an answer, checked by running the predicate on it
  | NotFound               -- ^ the engine exhausted the search space
  | QueryGaveUp String     -- ^ the engine stopped without a verdict (Note [Gave up is not Nothing])
  | AnswerRejected String  -- ^ the engine's answer failed validation: an engine bug
  | Crashes a String       -- ^ ('solveQueryOrCrashWith' only) an input on which the
                           -- predicate throws, checked by running it; the exception
  deriving (Show)

-- | What 'solveQuery' throws (Note [Gave up is not Nothing]).
data G2QueryError
  = G2QueryGaveUp QueryId String
  | G2QueryRejected QueryId String

instance Show G2QueryError where
  show (G2QueryGaveUp q why) =
    "g2 query at " ++ renderQueryId q ++ " gave up: " ++ why
  show (G2QueryRejected q why) =
    "g2 query at " ++ renderQueryId q ++ ": the engine's answer was rejected (a bug in G2): " ++ why

instance Exception G2QueryError

-- | What @[g2| ... |]@ calls: Just the answer, Nothing when there is none; throws
-- 'G2QueryError' when the engine gives up or answers wrongly. Uses 'defaultLimits'.
solveQuery :: G2Rep a => Query a -> IO (Maybe a)
solveQuery q = do
  outcome <- solveQueryWith defaultLimits q
  case outcome of
    Found a -> pure (Just a)
    NotFound -> pure Nothing
    QueryGaveUp why -> throwIO (G2QueryGaveUp (queryId q) why)
    AnswerRejected why -> throwIO (G2QueryRejected (queryId q) why)
    -- Not asked for: a crash is no answer of solveQueryWith.
    Crashes _ why -> throwIO (G2QueryRejected (queryId q) ("an answer that throws: " ++ why))

-- | Runs a query on the engine ('runQuery') within limits.
solveQueryWith :: G2Rep a => Limits -> Query a -> IO (QueryOutcome a)
solveQueryWith = solveQueryUsing runQuery

-- | A property test's query (Note [Crashes answer a property test]): like
-- 'solveQueryWith', but an input on which the predicate throws answers it too, as
-- 'Crashes' with the exception the predicate throws here.
solveQueryOrCrashWith :: G2Rep a => Limits -> Query a -> IO (QueryOutcome a)
solveQueryOrCrashWith = solveQueryOrCrashUsing (runQueryFor TrueOrCrash)

-- | Runs a query on the given engine entry point; the answer is decoded and then
-- checked by evaluating the predicate on it, and only an answer for which the
-- predicate returns True is 'Found'.
solveQueryUsing :: G2Rep a => QueryRunner -> Limits -> Query a -> IO (QueryOutcome a)
solveQueryUsing = outcomeUsing TrueOnly

-- | 'solveQueryOrCrashWith' on the given engine entry point (which must look for
-- crashes too: @'runQueryFor' 'TrueOrCrash'@).
solveQueryOrCrashUsing :: G2Rep a => QueryRunner -> Limits -> Query a -> IO (QueryOutcome a)
solveQueryOrCrashUsing = outcomeUsing TrueOrCrash

outcomeUsing :: forall a. G2Rep a => Answers -> QueryRunner -> Limits -> Query a -> IO (QueryOutcome a)
outcomeUsing answers runner limits q = do
  res <- runner (queryId q) (queryArgs q) limits
  case res of
    NoSolution -> pure NotFound
    GaveUp why -> pure (QueryGaveUp why)
    Solved terms -> decoded terms (validate Nothing)
    Crashed terms why
      | answers == TrueOrCrash -> decoded terms (validate (Just why))
      | otherwise -> pure (AnswerRejected ("the engine answered with a crash it was not asked for: " ++ why))
  where
    decoded terms k
      | length terms /= querySymbolic q = pure $ AnswerRejected $
          "the engine returned " ++ show (length terms) ++ " values for "
          ++ show (querySymbolic q) ++ " symbolic variables"
      | otherwise = k (fromG2Term (answerTerm terms) :: a)
    answerTerm [t] = t
    answerTerm ts = G2Con (tupleConName (length ts)) ts
    -- The engine's crash message, when it says the predicate crashes on the answer.
    validate :: Maybe String -> a -> IO (QueryOutcome a)
    validate engineCrash a = do
      checked <- evaluatePredicate engineCrash (queryPredicate q a)
      case checked of
        Right True -> pure (Found a)
        Right False -> pure $ AnswerRejected $ case engineCrash of
          Nothing -> "the predicate is False on the answer"
          Just why -> "the engine says the predicate crashes on the answer (" ++ why
                      ++ "), but it returns False"
        Left (e :: SomeException)
          | Just (_ :: SomeAsyncException) <- fromException e -> throwIO e
          -- Not a value of the type (a Map breaking its invariants): a limit of the
          -- search, not a wrong answer.
          | Just (d :: G2InvalidValue) <- fromException e -> pure (QueryGaveUp (show d))
          | answers == TrueOrCrash -> pure (Crashes a (show e))
          | otherwise -> pure (AnswerRejected ("the predicate fails on the answer: " ++ show e))

-- | Runs the predicate on an answer. When the engine says it crashes, the crash may
-- be a loop the engine saw (@<<loop>>@) that compiled code does not detect: a wait
-- of 'loopSeconds' stands for it then.
evaluatePredicate :: Maybe String -> Bool -> IO (Either SomeException Bool)
evaluatePredicate Nothing b = try (evaluate b)
evaluatePredicate (Just why) b = do
  -- try outside: timeout's own exception must reach timeout.
  r <- try (timeout (loopSeconds * 1000000) (evaluate b))
  pure $ case r of
    Left e -> Left e
    Right (Just v) -> Right v
    Right Nothing -> Left $ toException $ ErrorCall $
      why ++ " (the engine's run; here the predicate ran " ++ show loopSeconds
      ++ " s without an answer)"

loopSeconds :: Int
loopSeconds = 10
