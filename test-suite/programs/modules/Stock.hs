{-# OPTIONS_GHC -fplugin=G2.Plugin #-}
-- A stock of named items (probe session 21, P2): compiled with -O, its Core compares the
-- Strings with ghc-prim's specialised `$fOrd[]_$s$ccompare1`.
module Stock (restock) where

import qualified Data.Map as M

restock :: String -> Int -> M.Map String Int -> M.Map String Int
restock name n = M.insertWith (+) name n
