{-# LANGUAGE QuasiQuotes #-}
-- Loaded into GHCi with the plugin on (the g2q suite's "ghci" group): a derived Show
-- instance (whose code reaches unboxed tuples through base's workers) and a query.
module InGhci where

import G2.Query

data Shape = Circle Int | Square Int
  deriving (Show, Eq)

area :: Shape -> Int
area (Circle r) = 3 * r * r
area (Square s) = s * s

-- The x with 3 * x == n and x > 0.
thirdOf :: Int -> IO (Maybe Int)
thirdOf = [g2| \(n :: Int) -> ?(x :: Int) | 3 * x == n && x > 0 |]
