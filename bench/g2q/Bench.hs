{-# LANGUAGE ExistentialQuantification #-}
-- | Times G2Q's case studies (test-suite/test/G2Q/CaseStudies.hs): each query is solved
-- REPEAT times (median reported; once if it gives up) with a per-query wall-clock limit. Prints one line per
-- case, tab-separated: name, median seconds, outcome (the answer, NotFound, or why the
-- engine gave up), for bench/run.py --g2q to read.
--
--   Bench [--repeat N] [--timeout SECS] [--only SUBSTRING]
module Main (main) where

import Data.List (isInfixOf, sort)
import GHC.Clock (getMonotonicTime)
import System.Environment (getArgs)
import System.IO (BufferMode (..), hSetBuffering, stdout)
import Text.Printf (printf)

import G2.Query
import G2Q.CaseStudies
import Phrasings
  (mulAddPhrasings, noneSorted, noneStrings, phrasings, sumToNPhrasings, textPhrasings)

data Case = forall a. (Show a, G2Rep a) => Case String (Query a) (a -> Bool)

cases :: [Case]
cases =
  [ Case "sumToN 0 [-5,10,-15,20,25]" (sumToN 0 [-5, 10, -15, 20, 25]) sumsToZero
  , Case "badEnvSearch prog" (badEnvSearch prog) (\env -> evalStmts env prog == Nothing)
  , Case "non-zero Mul x y == Add x y" mulAdd mulIsAdd
  , Case "solveDeBruijn id" (solveDeBruijn idExamples) (synthesizes idExamples)
  , Case "solveDeBruijn const" (solveDeBruijn constExamples) (synthesizes constExamples)
  , Case "solveDeBruijn NOT" (solveDeBruijn notExamples) (synthesizes notExamples)
  , Case "solveDeBruijn OR" (solveDeBruijn orExamples) (synthesizes orExamples)
  , Case "solveDeBruijn AND" (solveDeBruijn andExamples) (synthesizes andExamples)
  ] ++
  [ Case ("solveQueens " ++ show n) (solveQueens n) (allQueensSafe n) | n <- [4 .. 8] ] ++
  [ Case ("solveQueens' " ++ show n ++ " (length last)") (solveQueens' n) (allQueensSafe n) | n <- [4 .. 8] ] ++
  [ Case ("queens " ++ show n ++ ", " ++ how) (q n) (allQueensSafe n) | (how, q) <- phrasings, n <- [6, 8] ] ++
  [ Case ("sumToN 0 [-5,10,-15,20,25], " ++ how) (q 0 sumXs) sumsToZero | (how, q) <- sumToNPhrasings ] ++
  [ Case ("non-zero Mul x y == Add x y, " ++ how) q mulIsAdd | (how, q) <- mulAddPhrasings ] ++
  [ Case ("stringSearch " ++ name) (stringSearch r) (match r) | (name, r) <- regexes ] ++
  [ Case ("text: " ++ how) q ok | (how, q, ok) <- textPhrasings ] ++
  -- No answer exists: any answer is wrong.
  [ Case ("no answer: " ++ how) q (const False) | (how, q) <- noneStrings ] ++
  [ Case "no answer: sort of 3 is [1,2]" noneSorted (const False) ]
  where
    sumXs = [-5, 10, -15, 20, 25]
    sumsToZero ys = sum ys == 0 && all (`elem` sumXs) ys && not (null ys)
    mulIsAdd (x, y) = x /= 0 && y /= 0 && x * y == x + y

main :: IO ()
main = do
  hSetBuffering stdout LineBuffering
  args <- getArgs
  let opt k d = case dropWhile (/= k) args of
        (_ : v : _) -> v
        _ -> d
      repeats = read (opt "--repeat" "3") :: Int
      secs = read (opt "--timeout" "120") :: Double
      only = opt "--only" ""
      limits = defaultLimits { limitSeconds = Just secs }
  mapM_ (run repeats limits) [ c | c@(Case name _ _) <- cases, only `isInfixOf` name ]

run :: Int -> Limits -> Case -> IO ()
run repeats limits (Case name q ok) = do
  first <- once
  -- A run that gives up is not repeated: it costs the whole limit every time.
  rest <- case snd first of
    QueryGaveUp _ -> pure []
    _ -> mapM (const once) [2 .. repeats]
  let outs = first : rest
  let times = sort (map fst outs)
      median = times !! (length times `div` 2)
      outcome = case snd (last outs) of
        Found a | ok a -> "Found " ++ show a
                | otherwise -> "WRONG " ++ show a
        NotFound -> "NotFound"
        QueryGaveUp why -> "GaveUp " ++ takeWhile (/= '\n') why
        AnswerRejected why -> "Rejected " ++ takeWhile (/= '\n') why
        Crashes _ why -> "Crashes " ++ takeWhile (/= '\n') why
  printf "%s\t%.3f\t%s\n" name median outcome
  where
    once = do
      t0 <- getMonotonicTime
      r <- solveQueryWith limits q
      t1 <- getMonotonicTime
      pure (t1 - t0, r)
