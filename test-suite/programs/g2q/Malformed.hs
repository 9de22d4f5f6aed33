-- expect error: Malformed.hs:8:14: error:
-- expect error: malformed g2 query: expected another `?(name :: type)` or `|` before the predicate, found `a`
{-# LANGUAGE QuasiQuotes #-}
module Malformed where

bad :: Int -> IO (Maybe Int)
bad = [g2| \(k :: Int) -> ?(a :: Int)
             a == k |]
