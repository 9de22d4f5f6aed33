{-# LANGUAGE QuasiQuotes #-}
{-# OPTIONS_GHC -fplugin=G2.Plugin #-}
-- A module that names the plugin itself, compiled by scripts/g2-ghc, which names it
-- too: GHC runs two instances of the plugin (Note [The plugin named twice] in
-- haskell-plugin/light/src/G2/Plugin/OnDemand.hs). The query's Core must still be
-- embedded. The only m with m * 2 == 10 is 5, and 5 > 3: the program prints Just 5
-- (test/OnDemand.hs).
module Main (main) where

import G2.Query

main :: IO ()
main = [g2| \(n :: Int) -> ?(m :: Int) | m * 2 == n && m > 3 |] 10 >>= print
