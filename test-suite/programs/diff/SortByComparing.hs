-- | Orderings combined with <> (the Semigroup Ordering dictionary holds stimes, which
-- base ships without code: it must not be needed until called), in sortBy with
-- comparing, and by hand.
module SortByComparing where

import Data.List (sortBy)
import Data.Ord (comparing, Down (..))

data Task = Task { title :: String, priority :: Int, due :: Int } deriving Show

cmp2 :: (Int, Int) -> (Int, Int) -> Ordering
cmp2 (a, b) (c, d) = compare a c <> compare b d

tasks :: [Task]
tasks = [Task "write" 2 5, Task "test" 1 3, Task "ship" 2 1, Task "plan" 1 3, Task "fix" 3 2]

byPriorityThenDue :: [Task] -> [Task]
byPriorityThenDue = sortBy (comparing (Down . priority) <> comparing due <> comparing title)

run :: String
run = show (map title (byPriorityThenDue tasks), [cmp2 (1, 2) (1, 3), cmp2 (2, 0) (1, 9), cmp2 (4, 4) (4, 4)], mconcat [EQ, EQ, GT, LT])
