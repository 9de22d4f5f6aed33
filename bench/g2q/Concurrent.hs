{-# LANGUAGE QuasiQuotes #-}
{-# OPTIONS_GHC -fplugin=G2.Plugin #-}
-- | The memory a concurrent G2Q query costs (issue 12: under 2 MB): one query, then N at
-- once from N threads, each asking its caller for two arguments. Prints one line,
-- tab-separated, for bench/run.py --memory: N, answers found, the process's peak
-- resident memory (VmHWM) after the first query and after the N, in kB.
--
--   Concurrent N   (link with -threaded, run with +RTS -N)
module Main (main) where

import Control.Concurrent (forkIO)
import Control.Concurrent.MVar (newEmptyMVar, putMVar, takeMVar)
import Control.Monad (forM)
import System.Environment (getArgs)

import G2.Query

inRange :: Int -> Int -> IO (Maybe Int)
inRange = [g2| \(lo :: Int) (hi :: Int) -> ?(y :: Int) | lo < y && y < hi && y `mod` 7 == 3 |]

peakKb :: IO Int
peakKb = do
  status <- readFile "/proc/self/status"
  case [ read (words l !! 1) | l <- lines status, take 6 l == "VmHWM:" ] of
    kb : _ -> pure kb
    [] -> fail "no VmHWM in /proc/self/status"

main :: IO ()
main = do
  n <- (\args -> case args of [a] -> read a; _ -> 100) <$> getArgs
  _ <- inRange 0 100
  before <- peakKb
  vars <- forM [1 .. n] $ \k -> do
    v <- newEmptyMVar
    _ <- forkIO (inRange k (k + 50) >>= putMVar v)
    pure v
  answers <- mapM takeMVar vars
  after <- peakKb
  putStrLn $ show n ++ "\t" ++ show (length [ () | Just _ <- answers ]) ++ "\t"
    ++ show before ++ "\t" ++ show after
