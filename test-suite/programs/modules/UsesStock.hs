{-# LANGUAGE QuasiQuotes #-}
{-# OPTIONS_GHC -fplugin=G2.Plugin #-}
-- The stock before a restock of 5 ink that leaves 12: only fromList [("ink",7)]
-- (insertWith adds 5 to an "ink" present, and no other key may be there).
module Main (main) where

import qualified Data.Map as M
import G2.Query
import Stock (restock)

main :: IO ()
main = do
  r <- solveQueryWith defaultLimits { limitSeconds = Just 30 }
    [g2query| ?(m :: M.Map String Int) | restock "ink" 5 m == M.fromList [("ink", 12)] |]
  print r
