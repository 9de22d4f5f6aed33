-- expect: ok
{-# LANGUAGE QuasiQuotes #-}
{-# OPTIONS_GHC -Wall -Werror #-}
-- A module with a query compiles under -Wall -Werror: the rewrite leaves no unused
-- import of G2.Query, no unused or unsigned generated binding.
module WallClean (predecessor) where

import G2.Query

predecessor :: Int -> IO (Maybe Int)
predecessor = [g2| \(k :: Int) -> ?(x :: Int) | x + 1 == k |]
