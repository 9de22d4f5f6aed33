-- | The seam between a query's Haskell side and the engine: 'runQuery' is the one
-- function the engine side has to provide. Everything around it (encoding the
-- arguments, decoding and validating the answer, the rewrite of @[g2| ... |]@) is built
-- and tested against a 'QueryRunner' passed in, so tests can inject a double.
--
-- Note [The engine's query entry point]
-- ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
-- NOT BUILT YET. 'runQuery' is a stub that always gives up with
-- 'engineNotBuiltMessage'; it never invents answers. What the real one must do:
--
-- * Find the query's predicate: the module @qidModule@ has a top-level binding named
--   @'queryBindingName' qid@ (@g2'query'LINE'COL@), of type
--   @t1 -> ... -> tm -> s1 -> ... -> sn -> Bool@, added by "G2.QuasiQuote.Rewrite".
--   The plugin's Core pass has to serialize it (and what it reaches) at compile time
--   and make the bytes reachable from the running program; that is not done yet.
-- * Bind the concrete arguments to the m terms (lazily: demand a term's fields only
--   when the engine scrutinizes them, see Note [Lazy terms] in "G2.Query.Term"), make
--   the n symbolic variables fresh, and search for a path where the predicate returns
--   True, within the 'Limits'.
-- * Return @Solved@ with n terms (one per symbolic variable, in order), @NoSolution@
--   only when the search space was exhausted, and @GaveUp@ when a limit stopped it.
--   It must be safe to call from many Haskell threads at once.
module G2.Query.Engine
  ( QueryId (..)
  , renderQueryId
  , queryBindingName
  , queryBindingPrefix
  , Limits (..)
  , defaultLimits
  , QueryResult (..)
  , QueryRunner
  , runQuery
  , engineNotBuiltMessage
  ) where

import G2.Query.Term (G2Term)

-- | Where a query is written: the module and the position of its @[g2|@.
data QueryId = QueryId { qidModule :: String, qidLine :: Int, qidColumn :: Int }
  deriving (Eq, Ord, Show)

-- | @Main:12:5@.
renderQueryId :: QueryId -> String
renderQueryId q = qidModule q ++ ":" ++ show (qidLine q) ++ ":" ++ show (qidColumn q)

-- | The name of the top-level binding that holds the query's predicate in its module:
-- @g2'query'12'5@.
queryBindingName :: QueryId -> String
queryBindingName q = queryBindingPrefix ++ show (qidLine q) ++ "'" ++ show (qidColumn q)

-- | Every predicate binding's name starts with this.
queryBindingPrefix :: String
queryBindingPrefix = "g2'query'"

-- | A query's budget; Nothing is unlimited.
data Limits = Limits
  { limitSteps   :: Maybe Int    -- ^ reduction steps, over all paths
  , limitSeconds :: Maybe Double -- ^ wall-clock time
  } deriving (Eq, Show)

-- | 60 seconds, no step limit (the @g2@ command's default timeout).
defaultLimits :: Limits
defaultLimits = Limits { limitSteps = Nothing, limitSeconds = Just 60 }

-- | What the engine says about a query.
data QueryResult
  = Solved [G2Term]  -- ^ one term per symbolic variable, in order (not yet validated)
  | NoSolution       -- ^ the whole search space was explored: there is no answer
  | GaveUp String    -- ^ stopped before knowing (a limit, an unsupported construct)
  deriving (Eq, Show)

-- | The engine's entry point: the query, its concrete arguments, the limits.
type QueryRunner = QueryId -> [G2Term] -> Limits -> IO QueryResult

-- | Note [The engine's query entry point]: a stub that always gives up.
runQuery :: QueryRunner
runQuery _ _ _ = pure (GaveUp engineNotBuiltMessage)

engineNotBuiltMessage :: String
engineNotBuiltMessage = "the engine's query entry point is not built yet"
