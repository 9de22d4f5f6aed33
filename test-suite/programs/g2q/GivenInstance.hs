-- expect: ok
-- A G2Rep constraint given by a pattern (here an existential's) solves the G2Rep that a
-- query needs in a local binding without a signature. A catch-all instance, meant to
-- give a better message for a missing instance, once took the given's place here and
-- made this (the shape of bench/g2q/Bench.hs) a type error. The hint for a missing
-- instance (Note [Suggesting derivingG2Rep]) must not fire on a type whose G2Rep is
-- given by a signature either (withGiven).
{-# LANGUAGE QuasiQuotes, ExistentialQuantification, FlexibleContexts #-}
module GivenInstance where

import G2.Query

data Case = forall a. (Show a, G2Rep a) => Case String (Query a)

run :: Case -> IO String
run (Case name q) = do
  r <- once
  pure (name ++ ": " ++ case r of
    Found a -> show a
    _ -> "no answer")
  where
    once = solveQueryWith defaultLimits q

cases :: [Case]
cases = [Case "x == 3" ([g2query| \(k :: Int) -> ?(x :: Int) | x == k |] 3)]

data Color = Red | Green deriving (Eq, Show)

withGiven :: G2Rep Color => Int -> IO (Maybe Color)
withGiven = [g2| \(k :: Int) -> ?(c :: Color) | k == 1 && c == Red |]
