-- G2-EXPECT: empty safe
-- G2-EXPECT: put safe
-- G2-EXPECT: get safe
-- G2-EXPECT: mkQueue safe
-- G2-EXPECT: getBad concrete blame=Queue
{-@ LIQUID "--no-termination" @-}
{-@ LIQUID "--expect-any-error" @-}
module R117Queue2 where

data Queue a = Queue { front :: [a], back :: [a] }
  deriving (Show, Eq)

{-@ data Queue a = Queue { front :: [a], back :: {v:[a] | len v <= len front} } @-}

{-@ measure qsize @-}
qsize :: Queue a -> Int
qsize (Queue f b) = length f + length b

{-@ empty :: {q:Queue a | qsize q = 0} @-}
empty :: Queue a
empty = Queue [] []

{-@ mkQueue :: f:[a] -> b:[a] -> {q:Queue a | qsize q = len f + len b} @-}
mkQueue :: [a] -> [a] -> Queue a
mkQueue f b
  | length b <= length f = Queue f b
  | otherwise = Queue (f ++ reverse b) []

{-@ put :: a -> q:Queue a -> {v:Queue a | qsize v = qsize q + 1} @-}
put :: a -> Queue a -> Queue a
put x (Queue f b) = mkQueue f (x : b)

{-@ get :: {q:Queue a | qsize q > 0} -> (a, Queue a) @-}
get :: Queue a -> (a, Queue a)
get (Queue (x : f) b) = (x, mkQueue f b)

-- Bug: the rebalancing is skipped, so the queue's invariant breaks: getBad (Queue [0] [0])
-- builds Queue [] [0], whose back is longer than its front.
{-@ getBad :: {q:Queue a | qsize q > 0} -> (a, Queue a) @-}
getBad :: Queue a -> (a, Queue a)
getBad (Queue (x : f) b) = (x, Queue f b)
